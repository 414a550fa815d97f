import type { VatTerms } from '@taseer/money';
import type { Piece } from '@taseer/api';
import { formatHalalas, MoneySummary } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { useQuoteTexts } from '../../shared/orders/quote-texts';
import { draftPreview, draftSubtotalHalalas } from './draft-preview';
import type { LineDraft } from './quote-draft';

/**
 * What the customer will see if the offer goes as it stands: subtotal, delivery, VAT and total
 * under the company's quote terms (the order's quotes carry them as `nextTerms`, for every role
 * that prices), by the same rule as the server's (draft-preview.ts). While they load, the parts'
 * sum shows.
 */
export function DraftFigures({
  draft,
  pieces,
  terms,
}: {
  draft: readonly LineDraft[];
  pieces: readonly Piece[];
  terms: VatTerms | undefined;
}) {
  const { t, lang } = useI18n();
  const texts = useQuoteTexts();

  if (terms) {
    const preview = draftPreview(draft, pieces, terms);
    return (
      <div className="flex flex-col gap-1.5" data-testid="offer-preview">
        <MoneySummary
          totals={{
            ...preview.totals,
            vatRateBasisPoints: terms.vatRateBasisPoints,
            pricesIncludeVat: terms.pricesIncludeVat,
          }}
          texts={texts}
          locale={lang}
          title={t('quote.preview.title')}
        />
        {preview.pricedCount < preview.toPriceCount ? (
          <p className="text-xs text-fg-muted">
            {t('quote.preview.partial', {
              count: preview.pricedCount,
              of: preview.toPriceCount,
            })}
          </p>
        ) : null}
      </div>
    );
  }

  const note = t('quote.preview.loading');
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-primary-soft px-4 py-3 text-primary-hover">
      <span className="flex flex-col">
        <span className="font-semibold">{t('quote.form.subtotal')}</span>
        <span className="text-xs">{note}</span>
      </span>
      <span className="text-lg font-bold tabular-nums" data-testid="offer-total">
        {formatHalalas(draftSubtotalHalalas(draft, pieces), { locale: lang })}
      </span>
    </p>
  );
}
