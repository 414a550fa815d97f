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
  id,
  className = 'w-52',
}: {
  value: QuoteStatus | undefined;
  onChange: (status: QuoteStatus | undefined) => void;
  /** Given by the Field that labels it. */
  id?: string;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <Select
      aria-label={t('quoteList.filterLabel')}
      id={id}
      className={className}
      value={value ?? ALL}
      onValueChange={(chosen) => onChange(isQuoteStatus(chosen) ? chosen : undefined)}
      options={[
        { id: ALL, value: t('quoteList.filterAll') },
        ...QUOTE_STATUSES.map((status) => ({ id: status, value: t(QUOTE_FILTER_LABELS[status]) })),
      ]}
    />
  );
}
