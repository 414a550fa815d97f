import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  Badge,
  cn,
  DataTable,
  ErrorState,
  Field,
  formatHalalas,
  formatNumber,
  formatPeriodKey,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type DataTableColumn,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/ar';
import { usePageTitle } from '../../navigation/page-title';
import { useUrlFilter } from '../../shared/order-lists/use-status-filter';
import { riyadhToday } from '../../shared/stats/recent-days';
import { vatSummaryQueryOptions } from './api/vat-summary';
import {
  currentPeriodKey,
  quarterOf,
  VAT_PERIOD_FILTER,
  VAT_PERIODS,
  vatYearFilter,
  vatYears,
  type VatPeriod,
  type VatSummaryRow,
} from './vat-periods';

const QUARTER_LABELS: Record<1 | 2 | 3 | 4, MessageKey> = {
  1: 'invoices.vat.quarter1',
  2: 'invoices.vat.quarter2',
  3: 'invoices.vat.quarter3',
  4: 'invoices.vat.quarter4',
};

/**
 * The figures a company files its VAT return from (`tax.manage`): a year by month or quarter
 * (both in the address), each period's invoices and their sales and output VAT, its credit
 * notes, and what is left to declare; the period today falls in is marked, and a period without
 * documents shows its zeros.
 */
export function VatSummaryScreen() {
  const { t, lang } = useI18n();
  // The screen is the invoices screen; its tab says which view.
  usePageTitle(t('invoices.title'));
  const today = riyadhToday();
  const years = useMemo(() => vatYears(today), [today]);
  const yearFilter = useMemo(() => vatYearFilter(years), [years]);
  const [chosenYear, setYear] = useUrlFilter(yearFilter);
  const [chosenPeriod, setPeriod] = useUrlFilter(VAT_PERIOD_FILTER);
  const year = chosenYear ?? years[0] ?? today.slice(0, 4);
  const period: VatPeriod = chosenPeriod ?? 'month';
  const summary = useQuery({
    ...vatSummaryQueryOptions(period, Number(year)),
    placeholderData: keepPreviousData,
  });
  const current = currentPeriodKey(period, today);
  const amount = (halalas: number) => formatHalalas(halalas, { locale: lang });
  const count = (value: number) => formatNumber(value, { locale: lang });
  const periodName = (row: VatSummaryRow) => {
    const quarter = quarterOf(row.period);
    return quarter
      ? t(QUARTER_LABELS[quarter], { year: row.period.slice(0, 4) })
      : formatPeriodKey(row.period, 'monthly', lang);
  };
  // The current period's figures stand out; a period without documents shows its zeros, quieter.
  const figure = (row: VatSummaryRow, value: number, text: string) => (
    <span
      className={cn(
        value === 0 && 'text-fg-muted',
        row.period === current && 'font-semibold text-fg',
      )}
    >
      {text}
    </span>
  );

  const columns: DataTableColumn<VatSummaryRow>[] = [
    {
      key: 'period',
      header: t('invoices.vat.column.period'),
      card: 'title',
      nowrap: true,
      cell: (row) => (
        <span className="inline-flex items-center gap-2">
          <span
            data-current-period={row.period === current ? '' : undefined}
            className={cn('font-medium', row.period === current && 'text-primary-hover')}
          >
            {periodName(row)}
          </span>
          {row.period === current ? (
            <Badge size="sm" tone="primary">
              {t(period === 'month' ? 'invoices.vat.currentMonth' : 'invoices.vat.currentQuarter')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      key: 'invoices',
      header: t('invoices.vat.column.invoices'),
      nowrap: true,
      cell: (row) => figure(row, row.invoices, count(row.invoices)),
    },
    {
      key: 'sales',
      header: t('invoices.vat.column.sales'),
      nowrap: true,
      cell: (row) => figure(row, row.salesHalalas, amount(row.salesHalalas)),
    },
    {
      key: 'salesVat',
      header: t('invoices.vat.column.salesVat'),
      nowrap: true,
      cell: (row) => figure(row, row.salesVatHalalas, amount(row.salesVatHalalas)),
    },
    {
      key: 'creditNotes',
      header: t('invoices.vat.column.creditNotes'),
      nowrap: true,
      cell: (row) => (
        <span className="flex flex-col gap-0.5 max-md:inline">
          {figure(row, row.creditNotes, count(row.creditNotes))}
          {row.creditNotes > 0 ? (
            <span className="text-xs text-fg-muted max-md:ms-1">
              {t('invoices.vat.creditAmounts', {
                amount: amount(row.creditHalalas),
                vat: amount(row.creditVatHalalas),
              })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'netSales',
      header: t('invoices.vat.column.netSales'),
      nowrap: true,
      cell: (row) => figure(row, row.netSalesHalalas, amount(row.netSalesHalalas)),
    },
    {
      key: 'netVat',
      header: t('invoices.vat.column.netVat'),
      nowrap: true,
      cell: (row) => (
        <span
          className={cn(
            'font-semibold',
            row.period === current
              ? 'text-primary-hover'
              : row.netVatHalalas === 0
                ? 'font-normal text-fg-muted'
                : 'text-fg',
          )}
        >
          {amount(row.netVatHalalas)}
        </span>
      ),
    },
  ];

  const table = summary.isError ? (
    <ErrorState
      title={t('invoices.vat.loadError')}
      message={errorMessage(summary.error, {
        network: t('common.errorNetwork'),
        generic: t('common.errorGeneric'),
      })}
      onRetry={() => void summary.refetch()}
      retryLabel={t('list.retry')}
      retrying={summary.isFetching}
    />
  ) : (
    <DataTable<VatSummaryRow>
      caption={t('invoices.vat.caption', { year })}
      columns={columns}
      rows={summary.data?.rows ?? []}
      getRowId={(row) => row.period}
      loading={summary.isFetching}
      loadingLabel={t('common.loading')}
      emptyTitle={t('invoices.empty')}
      skeletonRows={period === 'month' ? 12 : 4}
    />
  );

  return (
    // Months and quarters are two views of the year's table: the tabs, and the table their panel.
    <Tabs
      value={period}
      onValueChange={(next) => setPeriod(next === 'quarter' ? 'quarter' : undefined)}
      className="gap-5"
    >
      <div className="flex flex-wrap items-end gap-4">
        <Field label={t('invoices.vat.year')} className="w-32">
          <Select
            value={year}
            onValueChange={(next) => setYear(next === years[0] ? undefined : next)}
            options={years.map((each) => ({ id: each, value: each }))}
          />
        </Field>
        <TabsList aria-label={t('invoices.vat.periods')}>
          {VAT_PERIODS.map((each) => (
            <TabsTrigger key={each} value={each}>
              {t(each === 'month' ? 'invoices.vat.byMonth' : 'invoices.vat.byQuarter')}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <p className="text-sm text-fg-muted">{t('invoices.vat.description')}</p>
      {VAT_PERIODS.map((each) => (
        <TabsContent
          key={each}
          value={each}
          tabIndex={-1}
          // The current period's row is tinted: the table draws its rows, the marker is in a cell.
          className="rounded-xl bg-surface shadow-card [&_tr:has([data-current-period])]:bg-primary-soft/40"
        >
          {each === period ? table : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
