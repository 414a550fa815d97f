import type { OrderQuoteSummary } from '@taseer/api';
import { formatHalalas, QuoteStatusBadge } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { NoData } from '../lists/no-data';
import { useQuoteTexts } from '../orders/quote-texts';
import { quoteSummaryHalalas } from './quote-summary';

/**
 * An order's newest quote in a list: its status and total, or 'لم يُسعَّر' before the first. In a
 * table short of width (the offers queue's many columns) the total goes under its status rather
 * than pushing the columns past the screen.
 */
export function QuoteSummaryCell({ quote }: { quote: OrderQuoteSummary | null }) {
  const { t, lang } = useI18n();
  const texts = useQuoteTexts();
  if (!quote) return <NoData>{t('quoteList.notPriced')}</NoData>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap">
      <QuoteStatusBadge status={quote.status} shared={quote.shared} texts={texts} />
      <span className="text-sm font-medium text-fg tabular-nums">
        {formatHalalas(quoteSummaryHalalas(quote), { locale: lang })}
      </span>
    </span>
  );
}
