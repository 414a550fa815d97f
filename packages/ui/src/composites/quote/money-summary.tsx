import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatHalalas, type UiLocale } from '../../lib/format';
import { percentText, type MoneySummaryTexts } from './quote-texts';
import type { QuoteTotalsView } from './quote-types';

export interface MoneySummaryProps {
  totals: QuoteTotalsView;
  /** The words, in the reader's language. */
  texts: MoneySummaryTexts;
  locale?: UiLocale;
  /** A heading above the figures ('ما قبله العميل'). */
  title?: ReactNode;
  className?: string;
}

/**
 * Subtotal, delivery, VAT and total, as the server computed them. With prices that include VAT
 * the VAT line says how much of the total it is; otherwise it is added on top.
 */
export function MoneySummary({
  totals,
  texts,
  locale = 'ar',
  title,
  className,
}: MoneySummaryProps) {
  const money = (halalas: number) => formatHalalas(halalas, { locale });
  const percent = percentText(totals.vatRateBasisPoints);
  return (
    <section
      className={cn(
        'rounded-lg border border-border bg-surface-muted/50 px-4 py-3 print:border-fg/20 print:bg-transparent',
        className,
      )}
    >
      {title ? <h3 className="mb-2 text-sm font-semibold text-fg">{title}</h3> : null}
      <dl className="flex flex-col gap-1.5 text-sm">
        <Row label={texts.subtotal} value={money(totals.subtotalHalalas)} />
        {totals.deliveryHalalas > 0 ? (
          <Row label={texts.delivery} value={money(totals.deliveryHalalas)} />
        ) : null}
        <Row
          label={totals.pricesIncludeVat ? texts.vatIncluded(percent) : texts.vat(percent)}
          value={money(totals.vatHalalas)}
          muted={totals.pricesIncludeVat}
        />
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-border pt-2">
          <dt className="text-base font-semibold text-fg">{texts.total}</dt>
          <dd className="text-lg font-bold text-fg tabular-nums" data-testid="quote-total">
            {money(totals.totalHalalas)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Row({ label, value, muted = false }: { label: string; value: string; muted?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={muted ? 'text-fg-subtle' : 'text-fg-muted'}>{label}</dt>
      <dd className={cn('tabular-nums', muted ? 'text-fg-subtle' : 'text-fg')}>{value}</dd>
    </div>
  );
}
