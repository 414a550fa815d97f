import { Check, ChevronDown, History } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatDate, formatHalalas, formatRelativeTime, type UiLocale } from '../../lib/format';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { InlineError, InlineLoading } from './desk-states';
import type { PriceMemoryTexts } from './desk-texts';
import type { PriceMemoryView } from './desk-types';

export interface PriceMemoryPanelProps {
  /** What was quoted before for the part; null renders nothing (no part chosen yet). */
  memory: PriceMemoryView | null;
  loading?: boolean;
  /** Why the earlier prices could not be loaded (the server's message). */
  error?: string | null;
  /** «Use»: puts that price in the price field. Without it the panel only informs. */
  onReuse?: (priceHalalas: number) => void;
  /** The latest prices are listed open at first. */
  defaultExpanded?: boolean;
  /** The time the reader is at, for «قبل 3 أيام» (now when left out). */
  now?: Date;
  /** The words, in the reader's language. */
  texts: PriceMemoryTexts;
  locale?: UiLocale;
  className?: string;
}

/**
 * What the company quoted before for one part on the same make and model (± years), under the
 * price field: the last price and how long ago, with one click to use it; the lowest, median and
 * highest; and the latest prices (order, model year, date, whether the customer accepted it),
 * each usable too. Never priced: one line says so.
 */
export function PriceMemoryPanel({
  memory,
  loading = false,
  error = null,
  onReuse,
  defaultExpanded = false,
  now,
  texts,
  locale = 'ar',
  className,
}: PriceMemoryPanelProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const listId = useId();
  const frame = 'rounded-lg border border-border bg-surface-muted/50 px-3 py-2.5';
  const box = cn(frame, 'flex flex-col gap-2 text-sm', className);
  if (error) {
    return <InlineError title={texts.error} message={error} className={cn(frame, className)} />;
  }
  if (loading && !memory) {
    return <InlineLoading label={texts.loading} className={cn(frame, className)} />;
  }
  if (!memory) return null;

  const money = (halalas: number | null) => formatHalalas(halalas, { locale });
  if (memory.count === 0) {
    return (
      <section aria-label={texts.region(memory.partName)} className={box}>
        <p className="flex items-center gap-2 text-fg-muted">
          <History aria-hidden="true" className="size-4 shrink-0" />
          {texts.never}
        </p>
      </section>
    );
  }

  const last = memory.lastHalalas;
  const stats = [
    { label: texts.min, value: memory.minHalalas },
    { label: texts.median, value: memory.medianHalalas },
    { label: texts.max, value: memory.maxHalalas },
  ];
  return (
    <section
      aria-label={texts.region(memory.partName)}
      aria-busy={loading || undefined}
      className={box}
    >
      <div className="flex items-center gap-2">
        <History aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
        <p className="min-w-0 flex-1 leading-snug">
          <span className="text-fg-muted">{texts.lastPrice}: </span>
          <span className="font-semibold whitespace-nowrap text-fg tabular-nums">
            {money(last)}
          </span>
          {memory.lastAt ? (
            <>
              <span className="text-fg-muted"> — </span>
              <time dateTime={memory.lastAt} className="whitespace-nowrap text-fg-muted">
                {formatRelativeTime(memory.lastAt, now ?? new Date(), { locale })}
              </time>
            </>
          ) : null}
        </p>
        {onReuse && last !== null ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={texts.useLast(money(last))}
            onClick={() => onReuse(last)}
          >
            {texts.use}
          </Button>
        ) : null}
      </div>

      <dl className="grid grid-cols-3 gap-2">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex min-w-0 flex-col rounded-md border border-border/60 bg-surface px-2.5 py-1.5"
          >
            <dt className="text-xs text-fg-muted">{stat.label}</dt>
            {/* In a narrow dialog (a phone) the riyal sign may go under the amount rather than
                past the box: the no-break space between them becomes a plain one. */}
            <dd className="font-medium text-fg tabular-nums">
              {money(stat.value).replace(/\u00a0/g, ' ')}
            </dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-wrap items-center justify-between gap-x-3 border-t border-border pt-1">
        {memory.recent.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            iconEnd={
              <ChevronDown
                aria-hidden="true"
                className={cn('transition-transform', expanded && 'rotate-180')}
              />
            }
            onClick={() => setExpanded((open) => !open)}
            className="-ms-3"
          >
            {expanded ? texts.hideRecent : texts.showRecent(memory.recent.length)}
          </Button>
        ) : null}
        <span className="py-1.5 text-xs text-fg-muted">{texts.count(memory.count)}</span>
      </div>

      {memory.recent.length > 0 ? (
        <ul
          id={listId}
          hidden={!expanded}
          aria-label={texts.recent}
          className="-mt-2 divide-y divide-border"
        >
          {expanded
            ? memory.recent.map((entry) => {
                const price = money(entry.priceHalalas);
                return (
                  <li
                    key={`${entry.orderRef}-${entry.at}`}
                    className="flex items-center gap-3 py-2"
                  >
                    <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span className="font-semibold whitespace-nowrap text-fg tabular-nums">
                          {price}
                        </span>
                        {entry.accepted ? (
                          <Badge
                            tone="success"
                            size="sm"
                            title={texts.acceptedHint}
                            className="[&_svg]:size-3"
                          >
                            <Check aria-hidden="true" />
                            {texts.accepted}
                          </Badge>
                        ) : null}
                      </span>
                      <span className="flex flex-wrap gap-x-2 text-xs text-fg-muted tabular-nums">
                        <bdi dir="ltr">{entry.orderRef}</bdi>
                        {entry.kind ? <span>{texts.kind[entry.kind]}</span> : null}
                        {entry.year !== null ? <span>{texts.year(entry.year)}</span> : null}
                        <time dateTime={entry.at}>
                          {formatDate(entry.at, { locale, style: 'date' })}
                        </time>
                      </span>
                    </div>
                    {onReuse ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={texts.useFrom(price, entry.orderRef)}
                        onClick={() => onReuse(entry.priceHalalas)}
                      >
                        {texts.use}
                      </Button>
                    ) : null}
                  </li>
                );
              })
            : null}
        </ul>
      ) : null}
    </section>
  );
}
