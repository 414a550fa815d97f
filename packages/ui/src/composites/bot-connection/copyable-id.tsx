import { Check, Copy } from 'lucide-react';
import { cn } from '../../lib/cn';
import { IconButton } from '../../primitives/icon-button/icon-button';
import type { CopyTexts } from './bot-connection-texts';
import type { CopyState } from './use-copy';

export interface CopyableIdProps {
  /** What the id is ("Section id"). */
  label: string;
  /** Whose id it is, for the copy button's name. */
  name: string;
  value: string;
  state: CopyState;
  onCopy: () => void;
  texts: CopyTexts;
  className?: string;
}

/**
 * An id a developer copies into a bot: its label, the id whole and left to right in monospace
 * (selectable by hand too), and a copy button that says when it worked.
 */
export function CopyableId({
  label,
  name,
  value,
  state,
  onCopy,
  texts,
  className,
}: CopyableIdProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <span className="text-xs text-fg-muted">{label}</span>
      <span className="flex min-w-0 items-center gap-1.5">
        <code
          dir="ltr"
          className="min-w-0 break-all rounded-sm bg-surface-muted px-2 py-1 font-mono text-xs text-fg"
        >
          {value}
        </code>
        <IconButton label={texts.copyOf(name)} size="sm" onClick={onCopy}>
          {state === 'copied' ? <Check className="text-success" /> : <Copy />}
        </IconButton>
        <span aria-live="polite" className="text-xs font-medium">
          {state === 'copied' ? <span className="text-success">{texts.copied}</span> : null}
          {state === 'failed' ? <span className="text-danger">{texts.copyFailed}</span> : null}
        </span>
      </span>
    </div>
  );
}
