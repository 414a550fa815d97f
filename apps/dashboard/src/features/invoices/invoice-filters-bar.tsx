import { useId, useState } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import type { Role } from '@taseer/api';
import { Badge, Button, cn, Field, Select } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { DayField } from '../../shared/forms/day-field';
import { KIND_LABELS, REPORTING_LABELS } from '../../shared/invoices/invoice-views';
import { isRangeReversed } from '../../shared/order-lists/order-filters';
import { useBranchFilterOptions } from '../../shared/order-lists/use-filter-options';
import { riyadhToday } from '../../shared/stats/recent-days';
import {
  REPORTING_STATUSES,
  TAX_DOCUMENT_KINDS,
  type InvoiceFilters,
  type InvoiceFiltersChange,
} from './invoice-filters';

const ALL = 'all';
const FILTER_WIDTH = 'min-w-0 sm:w-44';

interface InvoiceFiltersBarProps {
  role: Role | null | undefined;
  filters: InvoiceFilters;
  onChange: (change: InvoiceFiltersChange) => void;
  onClear: () => void;
  count: number;
}

/**
 * The list's filters: the kind (invoices or credit notes), how ZATCA took it, the branch (a
 * company's; a manager's list is its branch's) and the days of issue (Riyadh). On a phone they fold behind a button that
 * counts those in force, and open by themselves when a day needs correcting.
 */
export function InvoiceFiltersBar({
  role,
  filters,
  onChange,
  onClear,
  count,
}: InvoiceFiltersBarProps) {
  const { t } = useI18n();
  const groupId = useId();
  const [opened, setOpened] = useState(false);
  const company = role === 'admin';
  const branches = useBranchFilterOptions(company ? role : undefined);
  const today = riyadhToday();
  const reversed = isRangeReversed(filters.from, filters.to);
  const open = opened || reversed;
  // A branch chosen by address but no longer the company's still reads as chosen.
  const knownBranch =
    !filters.branchId || branches.options.some((branch) => branch.id === filters.branchId);
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
        {t('invoices.filters')}
        {count > 0 ? <Badge size="sm">{count}</Badge> : null}
      </Button>
      <div
        id={groupId}
        role="group"
        aria-label={t('invoices.filters')}
        className={cn(
          'grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap',
          !open && 'max-sm:hidden',
        )}
      >
        <Field label={t('invoices.filter.kind')} className={cn(FILTER_WIDTH, 'col-span-2')}>
          <Select
            value={filters.kind ?? ALL}
            onValueChange={(id) =>
              onChange({ kind: TAX_DOCUMENT_KINDS.find((kind) => kind === id) })
            }
            options={[
              { id: ALL, value: t('invoices.filter.kindAll') },
              ...TAX_DOCUMENT_KINDS.map((kind) => ({ id: kind, value: t(KIND_LABELS[kind]) })),
            ]}
          />
        </Field>
        <Field label={t('invoices.filter.reporting')} className={cn(FILTER_WIDTH, 'col-span-2')}>
          <Select
            value={filters.reporting ?? ALL}
            onValueChange={(id) =>
              onChange({ reporting: REPORTING_STATUSES.find((status) => status === id) })
            }
            options={[
              { id: ALL, value: t('invoices.filter.reportingAll') },
              ...REPORTING_STATUSES.map((status) => ({
                id: status,
                value: t(REPORTING_LABELS[status]),
              })),
            ]}
          />
        </Field>
        {company ? (
          <Field label={t('invoices.filter.branch')} className={cn(FILTER_WIDTH, 'col-span-2')}>
            <Select
              value={filters.branchId ?? ALL}
              disabled={branches.loading}
              onValueChange={(id) => onChange({ branchId: id === ALL ? undefined : id })}
              options={[
                { id: ALL, value: t('invoices.filter.branchAll') },
                ...branches.options,
                ...(knownBranch
                  ? []
                  : [{ id: filters.branchId!, value: t('invoices.filter.branchGone') }]),
              ]}
            />
          </Field>
        ) : null}
        <DayField
          label={t('invoices.filter.from')}
          value={filters.from}
          max={filters.to ?? today}
          onCommit={(from) => onChange({ from })}
          className={FILTER_WIDTH}
        />
        <DayField
          label={t('invoices.filter.to')}
          value={filters.to}
          min={filters.from}
          max={today}
          error={reversed ? t('invoices.filter.reversed') : undefined}
          onCommit={(to) => onChange({ to })}
          className={FILTER_WIDTH}
        />
        {count > 0 ? (
          <Button
            variant="ghost"
            icon={<X aria-hidden="true" />}
            onClick={onClear}
            className="col-span-2 justify-self-start sm:self-end"
          >
            {t('invoices.filter.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
