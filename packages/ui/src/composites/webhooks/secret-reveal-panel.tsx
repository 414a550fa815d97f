import { Check, Copy, History, TriangleAlert } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Textarea } from '../../primitives/textarea/textarea';
import type { SecretTexts } from './webhook-texts';

/** The Standard Webhooks headers every delivery carries. */
export const WEBHOOK_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

export interface SecretRevealPanelProps {
  /** The signing secret (`whsec_…`), shown this once. */
  secret: string;
  /** After a rotation: says the previous secret keeps signing for 24 hours. */
  rotated?: boolean;
  /** Puts the secret on the clipboard; resolves to whether it worked. */
  onCopy: (secret: string) => Promise<boolean> | boolean;
  texts: SecretTexts;
  className?: string;
}

/**
 * A signing secret shown once (after an endpoint is added or its secret rotated): the warning
 * that it will not be shown again, the secret in a read-only box with a copy button, and three
 * lines on how a receiver verifies what it gets.
 */
export function SecretRevealPanel({
  secret,
  rotated = false,
  onCopy,
  texts,
  className,
}: SecretRevealPanelProps) {
  const boxId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copySecret = async () => setCopy((await onCopy(secret)) ? 'copied' : 'failed');

  return (
    <div className={cn('flex flex-col gap-5', className)}>
      <p className="flex items-start gap-2.5 rounded-lg bg-warning-soft px-4 py-3 text-sm font-medium leading-relaxed text-warning">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {texts.warning}
      </p>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={boxId} className="text-sm font-medium text-fg">
          {texts.label}
        </label>
        <div className="flex flex-wrap items-stretch gap-2 sm:flex-nowrap">
          {/* Read-only and shown whole (it wraps), so it can also be selected and copied by hand. */}
          <Textarea
            id={boxId}
            readOnly
            rows={2}
            dir="ltr"
            spellCheck={false}
            value={secret}
            className="min-h-0 min-w-0 flex-1 basis-56 resize-none break-all bg-surface-muted font-mono text-sm"
          />
          <Button
            variant="secondary"
            icon={copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            onClick={() => void copySecret()}
            aria-live="polite"
            className="h-auto min-h-10 max-sm:w-full"
          >
            {copy === 'copied' ? texts.copied : texts.copy}
          </Button>
        </div>
        {copy === 'failed' ? (
          <p role="alert" className="text-xs font-medium text-danger">
            {texts.copyFailed}
          </p>
        ) : null}
        {rotated ? (
          <p className="mt-1 flex items-start gap-2 text-sm leading-relaxed text-fg-muted">
            <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {texts.rotatedNote}
          </p>
        ) : null}
      </div>

      <section className="flex flex-col gap-2 rounded-lg border border-border px-4 py-3">
        <h3 className="text-sm font-semibold text-fg">{texts.verifyTitle}</h3>
        <ol className="flex list-decimal flex-col gap-1.5 ps-5 text-sm leading-relaxed text-fg-muted marker:text-fg-subtle">
          <li>
            {texts.verifyHeaders}{' '}
            <span className="inline-flex flex-wrap gap-1.5 align-middle">
              {WEBHOOK_HEADERS.map((header) => (
                <code
                  key={header}
                  dir="ltr"
                  className="rounded-sm bg-surface-muted px-1.5 py-0.5 font-mono text-xs text-fg"
                >
                  {header}
                </code>
              ))}
            </span>
          </li>
          <li>{withTechnicalNames(texts.verifyLibrary)}</li>
          <li>{withTechnicalNames(texts.verifyReplay)}</li>
        </ol>
      </section>
    </div>
  );
}

const TECHNICAL_NAMES = /(webhook-id|webhook-timestamp|webhook-signature|Standard Webhooks)/;

/**
 * Header and library names inside a sentence, kept whole and left to right: in an Arabic line a
 * name such as webhook-id would otherwise break at its hyphen and lose its order.
 */
function withTechnicalNames(text: string): ReactNode[] {
  return text.split(TECHNICAL_NAMES).map((part, index) =>
    index % 2 === 1 ? (
      <bdi key={index} dir="ltr" className="whitespace-nowrap font-mono text-xs text-fg">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}
