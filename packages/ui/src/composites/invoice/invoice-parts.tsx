import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { BilingualText } from './invoice-types';

const ALIGN = {
  start: 'items-start text-start',
  center: 'items-center text-center',
  end: 'items-end text-end',
} as const;

/**
 * The English's own lines, when it wraps, on the Arabic's side: the document is always right to
 * left, so start is the right. (`text-align: match-parent` would say it, but Chromium drops it.)
 */
const ENGLISH_ALIGN = { start: 'text-right', center: 'text-center', end: 'text-left' } as const;

/**
 * A label the Saudi way: the Arabic, then the English smaller and lighter — under it (`stacked`,
 * for column heads and narrow places) or beside it. The English keeps its own left-to-right
 * order inside the Arabic line.
 */
export function Bilingual({
  text,
  stacked = false,
  align = 'start',
  className,
}: {
  text: BilingualText;
  stacked?: boolean;
  align?: keyof typeof ALIGN;
  className?: string;
}) {
  return (
    <span
      className={cn(
        stacked
          ? cn('flex flex-col leading-tight', ALIGN[align])
          : 'inline-flex flex-wrap items-baseline gap-x-1.5',
        className,
      )}
    >
      <span lang="ar">{text.ar}</span>
      <span
        lang="en"
        dir="ltr"
        className={cn('text-[0.8em] font-normal text-fg-muted', ENGLISH_ALIGN[align])}
      >
        {text.en}
      </span>
    </span>
  );
}

/**
 * A number, code or amount inside Arabic text: isolated and left to right, so «310122393500003»
 * or «1,897.50 ر.س» keep their order and do not pull the words around them.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={cn('tabular-nums', className)}>
      {children}
    </bdi>
  );
}
