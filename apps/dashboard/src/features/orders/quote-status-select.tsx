import type { QuoteStatus } from '@taseer/api';
import { Select } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { QUOTE_FILTER_LABELS } from './quote-summary';
import { QUOTE_STATUSES } from './quote-statuses';
import { isQuoteStatus } from './quote-status-filter';

const ALL = 'all';

/** The offers and orders lists' dropdown of quote statuses, 'all' first. */
export function QuoteStatusSelect({
  value,
  onChange,
}: {
  value: QuoteStatus | undefined;
  onChange: (status: QuoteStatus | undefined) => void;
}) {
  const { t } = useI18n();
  return (
    <Select
      aria-label={t('quoteList.filterLabel')}
      className="w-52"
      value={value ?? ALL}
      onValueChange={(id) => onChange(isQuoteStatus(id) ? id : undefined)}
      options={[
        { id: ALL, value: t('quoteList.filterAll') },
        ...QUOTE_STATUSES.map((status) => ({ id: status, value: t(QUOTE_FILTER_LABELS[status]) })),
      ]}
    />
  );
}
