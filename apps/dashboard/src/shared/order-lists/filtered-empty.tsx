import { SearchX } from 'lucide-react';
import { Button, EmptyState } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

/**
 * What the offers and orders lists show instead of rows when their filters are at fault: dates the
 * wrong way round (nothing was asked), or filters nothing matched, with a way to clear them.
 * Undefined otherwise, leaving the list's own empty states (the search alone keeps its "no
 * results for …").
 */
export function useFilteredEmpty({
  reversed,
  filtered,
  onlySearch,
  onClear,
}: {
  reversed: boolean;
  filtered: boolean;
  onlySearch: boolean;
  onClear: () => void;
}) {
  const { t } = useI18n();
  if (reversed) {
    return (
      <EmptyState
        title={t('queue.empty.reversed')}
        description={t('queue.empty.reversedDescription')}
      />
    );
  }
  if (!filtered || onlySearch) return undefined;
  return (
    <EmptyState
      icon={<SearchX />}
      title={t('queue.empty.filtered')}
      description={t('queue.empty.filteredDescription')}
      action={
        <Button variant="outline" onClick={onClear}>
          {t('queue.filter.clear')}
        </Button>
      }
    />
  );
}
