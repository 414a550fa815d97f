import type { ReactNode } from 'react';
import { formatNumber, type UiLocale } from '../../lib/format';

export interface FunnelStep {
  key: string;
  /** What reached this step: 'عروض صادرة', 'مقبولة'… */
  label: ReactNode;
  value: number;
}

export interface FunnelTexts {
  /** The list's accessible name. */
  label: string;
  /** A step's share of the first, as words: `(percent) => 'من الصادرة {percent}%'`. */
  shareOfFirst: (percent: string) => string;
  /** Announced while loading. */
  loading: string;
}

export interface FunnelProps {
  steps: readonly FunnelStep[];
  texts: FunnelTexts;
  loading?: boolean;
  locale?: UiLocale;
  className?: string;
}

/** A step's bar as a share of the first step, 0–100; a first step of 0 leaves every bar empty. */
export function funnelShare(value: number, first: number): number {
  if (first <= 0) return 0;
  return Math.min(100, Math.max(0, (100 * value) / first));
}

/**
 * How far a period's work got, step by step (quoted → accepted → paid → delivered): each step's
 * count, and a bar as long as its share of the first, growing from the reading start (right in
 * Arabic). A list, so a screen reader reads each step with its number and share.
 */
export function Funnel({ steps, texts, loading = false, locale = 'ar', className }: FunnelProps) {
  const first = steps[0]?.value ?? 0;
  return (
    <div aria-busy={loading || undefined} className={className}>
      {loading ? <span className="sr-only">{texts.loading}</span> : null}
      <ol aria-label={texts.label} className="flex flex-col gap-3">
        {steps.map((step, index) => {
          const share = funnelShare(step.value, first);
          const percent = formatNumber(share, { locale, maximumFractionDigits: 0 });
          return (
            <li key={step.key} className="flex min-w-0 flex-col gap-1">
              <div className="flex min-w-0 items-baseline justify-between gap-3">
                <span className="truncate text-sm font-medium text-fg">{step.label}</span>
                {loading ? (
                  <span
                    aria-hidden="true"
                    data-skeleton=""
                    className="h-4 w-12 rounded-sm bg-surface-muted motion-safe:animate-pulse"
                  />
                ) : (
                  // Flex items, so the count and the share never run together across directions.
                  <span className="flex shrink-0 items-baseline gap-2 text-sm tabular-nums text-fg">
                    <span className="font-semibold">
                      {formatNumber(step.value, { locale, maximumFractionDigits: 0 })}
                    </span>
                    {index > 0 ? (
                      <span className="text-xs text-fg-muted">{texts.shareOfFirst(percent)}</span>
                    ) : null}
                  </span>
                )}
              </div>
              <div
                aria-hidden="true"
                className="h-2.5 overflow-hidden rounded-full bg-surface-muted"
              >
                {loading ? null : (
                  <div
                    data-funnel-bar=""
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${index === 0 && first > 0 ? 100 : share}%` }}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
