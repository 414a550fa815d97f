import { useId, useState, type ReactNode } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import type { Role } from '@taseer/api';
import { Badge, Button, Checkbox, cn, Field, Input, Select } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { riyadhToday } from '../../shared/stats/recent-days';
import {
  isDay,
  isRangeReversed,
  type OrderFilters,
  type OrderFiltersChange,
} from './order-filters';
import { filtersOf, useBranchFilterOptions, useSectionFilterOptions } from './use-filter-options';

const ALL = 'all';

/** A filter's box: the whole row of a phone's two columns, its own width on a wider screen. */
export const FILTER_WIDTH = 'min-w-0 sm:w-40';

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
 * brings, the days of arrival (Riyadh days, as the server counts them), and the branch and
 * section where the role chooses them. A first day after the last is said under the last and
 * nothing is asked of the server (the screen holds its request). On a phone they fold behind a
 * button counting those in force, so the rows start on the first screen; they open by
 * themselves when a date needs correcting.
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
  const groupId = useId();
  const [opened, setOpened] = useState(false);
  const shows = filtersOf(role);
  const today = riyadhToday();
  const reversed = isRangeReversed(filters.from, filters.to);
  const open = opened || reversed;
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        className="self-start sm:hidden"
        icon={<SlidersHorizontal aria-hidden="true" />}
        aria-expanded={open}
        aria-controls={groupId}
        onClick={() => setOpened(!open)}
      >
        {t('queue.filters')}
        {count > 0 ? <Badge size="sm">{count}</Badge> : null}
      </Button>
      <div
        id={groupId}
        role="group"
        aria-label={t('queue.filters')}
        className={cn(
          'grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap',
          !open && 'max-sm:hidden',
        )}
      >
        {leading}
        <DayField
          label={t('queue.filter.from')}
          value={filters.from}
          max={filters.to ?? today}
          onCommit={(from) => onChange({ from })}
        />
        <DayField
          label={t('queue.filter.to')}
          value={filters.to}
          min={filters.from}
          max={today}
          error={reversed ? t('queue.filter.reversed') : undefined}
          onCommit={(to) => onChange({ to })}
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
        {active ? (
          <Button
            variant="ghost"
            icon={<X aria-hidden="true" />}
            onClick={onClear}
            // Level with the boxes on their line; at the start of its own when it wraps.
            className="col-span-2 justify-self-start sm:self-end"
          >
            {t('queue.filter.clear')}
          </Button>
        ) : null}
      </div>
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

interface DayFieldProps {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  error?: string;
  onCommit: (day: string | undefined) => void;
}

/**
 * A day box (the browser's own date picker). The box reports every keystroke of a typed year as
 * a date; only a whole day of this century, or an emptied box, reaches the address, and leaving
 * the box with less puts back the day in force.
 */
function DayField({ label, value, min, max, error, onCommit }: DayFieldProps) {
  const [draft, setDraft] = useState(value ?? '');
  // The day in force changed elsewhere (cleared, Back): the box shows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  return (
    <Field label={label} error={error} touched className={FILTER_WIDTH}>
      <Input
        type="date"
        value={draft}
        min={min}
        max={max}
        onChange={(event) => {
          const day = event.target.value;
          setDraft(day);
          if (day === '' || isDay(day)) onCommit(day || undefined);
        }}
        onBlur={() => setDraft(value ?? '')}
      />
    </Field>
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
