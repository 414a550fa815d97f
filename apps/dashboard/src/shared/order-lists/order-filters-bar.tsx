import { useState, type ReactNode } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import type { Role } from '@taseer/api';
import {
  Badge,
  Button,
  Checkbox,
  Field,
  Modal,
  ModalClose,
  Select,
  useMediaQuery,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { DayField } from '../forms/day-field';
import { riyadhToday } from '../stats/recent-days';
import { isRangeReversed, type OrderFilters, type OrderFiltersChange } from './order-filters';
import { filtersOf, useBranchFilterOptions, useSectionFilterOptions } from './use-filter-options';

const ALL = 'all';

/** A filter's box: the whole row of a phone's two columns, its own width on a wider screen. */
export const FILTER_WIDTH = 'min-w-0 sm:w-40';

/** Below Tailwind's `sm`: a phone, where the filters open in a sheet. */
const PHONE = '(max-width: 639.98px)';

interface OrderFiltersBarProps {
  role: Role | null | undefined;
  filters: OrderFilters;
  onChange: (change: OrderFiltersChange) => void;
  onClear: () => void;
  /** Filters in force besides the search: counted on the phone's button. */
  count: number;
  /** A filter or the search is in force: the clear button shows. */
  active: boolean;
  /** The screen's status filters, first in the row. */
  leading?: ReactNode;
}

/**
 * The filters of the offers and orders lists, all in the address: the status filters the screen
 * brings, the days of arrival (Riyadh days, as the server counts them, picked from the ui's
 * calendar in the interface's language), and the branch and section where the role chooses
 * them. A first day after the last is said under the last and nothing is asked of the server
 * (the screen holds its request). On a phone they are one button, counting those in force, that
 * opens them in a sheet, so the search box and the rows start on the first screen.
 */
export function OrderFiltersBar({
  role,
  filters,
  onChange,
  onClear,
  count,
  active,
  leading,
}: OrderFiltersBarProps) {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery(PHONE);
  const shows = filtersOf(role);
  const today = riyadhToday();
  const reversed = isRangeReversed(filters.from, filters.to);
  const fields = (
    <>
      {leading}
      <DayField
        label={t('queue.filter.from')}
        value={filters.from}
        max={filters.to ?? today}
        onCommit={(from) => onChange({ from })}
        className={FILTER_WIDTH}
      />
      <DayField
        label={t('queue.filter.to')}
        value={filters.to}
        min={filters.from}
        max={today}
        error={reversed ? t('queue.filter.reversed') : undefined}
        onCommit={(to) => onChange({ to })}
        className={FILTER_WIDTH}
      />
      {shows.branch ? (
        <BranchFilter role={role} value={filters.branchId} onChange={onChange} />
      ) : null}
      {shows.section ? (
        <SectionFilter
          role={role}
          branchId={filters.branchId}
          value={filters.sectionId}
          onChange={onChange}
        />
      ) : null}
    </>
  );
  const clearButton = active ? (
    <Button variant="ghost" icon={<X aria-hidden="true" />} onClick={onClear}>
      {t('queue.filter.clear')}
    </Button>
  ) : null;

  if (phone) {
    return (
      <>
        <Button
          variant="outline"
          className="self-start"
          icon={<SlidersHorizontal aria-hidden="true" />}
          aria-haspopup="dialog"
          aria-label={count > 0 ? t('queue.filtersCount', { count }) : t('queue.filters')}
          onClick={() => setOpened(true)}
        >
          {t('queue.filters')}
          {count > 0 ? <Badge size="sm">{count}</Badge> : null}
        </Button>
        <Modal
          open={opened}
          onOpenChange={setOpened}
          placement="bottom"
          title={t('queue.filters')}
          closeLabel={t('form.close')}
          footer={
            <>
              {clearButton}
              <ModalClose asChild>
                <Button>{t('queue.filter.done')}</Button>
              </ModalClose>
            </>
          }
        >
          <div role="group" aria-label={t('queue.filters')} className="grid grid-cols-2 gap-3">
            {fields}
          </div>
        </Modal>
      </>
    );
  }
  return (
    <div role="group" aria-label={t('queue.filters')} className="flex flex-wrap items-start gap-3">
      {fields}
      {clearButton ? (
        // Level with the boxes on their line.
        <div className="self-end">{clearButton}</div>
      ) : null}
    </div>
  );
}

/** /offers: the longest wait first, to work the queue from its oldest order. */
export function OldestFirstToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (change: OrderFiltersChange) => void;
}) {
  const { t } = useI18n();
  return (
    <Checkbox
      label={t('queue.filter.oldestFirst')}
      checked={checked}
      onCheckedChange={(value) => onChange({ oldestFirst: value === true })}
    />
  );
}

function BranchFilter({
  role,
  value,
  onChange,
}: {
  role: Role | null | undefined;
  value: string | undefined;
  onChange: (change: OrderFiltersChange) => void;
}) {
  const { t } = useI18n();
  const branches = useBranchFilterOptions(role);
  return (
    <Field label={t('queue.filter.branch')} className={FILTER_WIDTH}>
      <Select
        value={value ?? ALL}
        disabled={branches.loading}
        onValueChange={(id) => onChange({ branchId: id === ALL ? undefined : id })}
        options={[{ id: ALL, value: t('queue.filter.branchAll') }, ...branches.options]}
      />
    </Field>
  );
}

function SectionFilter({
  role,
  branchId,
  value,
  onChange,
}: {
  role: Role | null | undefined;
  branchId: string | undefined;
  value: string | undefined;
  onChange: (change: OrderFiltersChange) => void;
}) {
  const { t } = useI18n();
  const sections = useSectionFilterOptions(role, branchId);
  const all = sections.waitsForBranch
    ? t('queue.filter.sectionPickBranch')
    : t('queue.filter.sectionAll');
  return (
    <Field label={t('queue.filter.section')} className={FILTER_WIDTH}>
      <Select
        value={value ?? ALL}
        disabled={sections.waitsForBranch || sections.loading}
        onValueChange={(id) => onChange({ sectionId: id === ALL ? undefined : id })}
        options={[{ id: ALL, value: all }, ...sections.options]}
      />
    </Field>
  );
}
