import type { CSSProperties, Key, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { Avatar } from '../../primitives/avatar/avatar';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Spinner } from '../../primitives/spinner/spinner';
import { DataTableCards } from './data-table-cards';
import type { DataTableColumn } from './data-table-column';
import { rowNumber } from './row-number';

export type { DataTableCardSlot } from './card-layout';
export type { DataTableColumn } from './data-table-column';

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => Key;
  /** Buttons or a menu for one row, in a last 'الخيارات' column. */
  rowActions?: (row: Row) => ReactNode;
  actionsHeader?: ReactNode;
  /** The table's accessible name (the page title, say); also names the scroll area. */
  caption: string;
  /** First load shows placeholder rows; a reload keeps the rows under a spinner. */
  loading?: boolean;
  /** A message replaces the rows; `onRetry` adds a retry button. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What an empty list shows (an EmptyState with its own action, say). */
  empty?: ReactNode;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  loadingLabel?: string;
  /** Placeholder rows while loading the first time. */
  skeletonRows?: number;
  className?: string;
}

/** From this width (Tailwind's `md`) rows are a table; below it, cards. */
const TABLE_MEDIA = '(min-width: 48rem)';

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const;
const widthStyle = (width?: string | number): CSSProperties | undefined =>
  width === undefined ? undefined : { width, minWidth: width };

/**
 * A list as a table: typed columns, an optional actions column, and the states a list goes
 * through — loading, empty, error. Figures are tabular and long Arabic text wraps in its column.
 *
 * Below 768 px (a phone) each row becomes a card instead, laid out by the columns' `card` slot:
 * title and status on top, "header: value" lines, the row's actions at the bottom — so the
 * status and the actions are never out of sight. From 768 px up it stays a table, which scrolls
 * sideways when it is wider than its place (the scroll area takes focus for keyboard users).
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  rowActions,
  actionsHeader = 'الخيارات',
  caption,
  loading = false,
  error,
  onRetry,
  empty,
  emptyTitle = 'لا توجد بيانات',
  emptyDescription,
  loadingLabel = 'جارٍ التحميل',
  skeletonRows = 5,
  className,
}: DataTableProps<Row>) {
  const wide = useMediaQuery(TABLE_MEDIA, true);
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const firstLoad = loading && rows.length === 0;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  // Error and empty states sit below the rows, not in a row of the table: a table wider than its
  // place scrolls sideways, and a message spanning its full width would be cut at the edge.
  let state: ReactNode = null;
  if (hasError) {
    state = <ErrorState message={error} onRetry={onRetry} retrying={loading} />;
  } else if (!firstLoad && rows.length === 0) {
    state = empty ?? <EmptyState title={emptyTitle} description={emptyDescription} />;
  }

  // The table's rows (the cards lay out their own); an error shows none.
  let body: ReactNode = null;
  if (!wide || hasError) {
    body = null;
  } else if (firstLoad) {
    body = Array.from({ length: skeletonRows }, (_, i) => (
      <tr key={i} aria-hidden="true" className="border-b border-border last:border-b-0">
        {Array.from({ length: columnCount }, (_, j) => (
          <td key={j} className="px-4 py-4">
            <span className="block h-3.5 max-w-32 animate-pulse rounded-full bg-surface-muted motion-reduce:animate-none" />
          </td>
        ))}
      </tr>
    ));
  } else {
    body = rows.map((row, index) => (
      <tr
        key={getRowId(row)}
        className="border-b border-border transition-colors last:border-b-0 hover:bg-surface-muted/60"
      >
        {columns.map((column) => (
          <td
            key={column.key}
            style={widthStyle(column.width)}
            className={cn(
              'px-4 py-3 align-middle leading-relaxed break-words',
              alignClass[column.align ?? 'start'],
              column.nowrap && 'whitespace-nowrap',
            )}
          >
            {cellOf(column, row, index)}
          </td>
        ))}
        {rowActions ? (
          <td className="px-4 py-2 text-end whitespace-nowrap">
            <div className="inline-flex items-center gap-1">{rowActions(row)}</div>
          </td>
        ) : null}
      </tr>
    ));
  }

  const list = wide ? (
    <div
      role="region"
      aria-label={caption}
      // Focusable so a keyboard can scroll a table wider than the screen.
      tabIndex={0}
      className="overflow-x-auto rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <table
        aria-busy={loading || undefined}
        className="w-full min-w-max border-collapse text-sm text-fg tabular-nums md:min-w-full"
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border bg-surface-muted/70">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={widthStyle(column.width)}
                className={cn(
                  'px-4 py-3 text-xs font-semibold whitespace-nowrap text-fg-muted',
                  alignClass[column.align ?? 'start'],
                )}
              >
                {column.header}
              </th>
            ))}
            {rowActions ? (
              <th
                scope="col"
                className="px-4 py-3 text-end text-xs font-semibold whitespace-nowrap text-fg-muted"
              >
                {actionsHeader}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  ) : (
    <DataTableCards<Row>
      columns={columns}
      rows={hasError ? [] : rows}
      getRowId={getRowId}
      rowActions={rowActions}
      caption={caption}
      busy={loading}
      skeletons={firstLoad && !hasError ? skeletonRows : 0}
      cell={cellOf}
    />
  );

  return (
    <div className={cn('relative', className)}>
      {list}
      {state}
      {loading && !firstLoad && !hasError ? (
        <div className="absolute inset-0 grid place-items-center rounded-lg bg-surface/60">
          <Spinner size="large" label={loadingLabel} className="text-primary" />
        </div>
      ) : null}
      {firstLoad && !hasError ? <Spinner label={loadingLabel} className="sr-only" /> : null}
    </div>
  );
}

function cellOf<Row>(column: DataTableColumn<Row>, row: Row, indexOnPage: number): ReactNode {
  if (column.cell) return column.cell(row, indexOnPage);
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' || typeof value === 'number' ? value : String(value);
}

/**
 * The '#' column: numbers continue across pages, so the first row of page 3 at 10 per page
 * is 21.
 */
export function indexColumn<Row>(page: number, limit: number, header: ReactNode = '#') {
  return {
    key: '#',
    header,
    width: '3.5rem',
    nowrap: true,
    card: 'hidden',
    cell: (_row: Row, indexOnPage: number) => (
      <span className="text-fg-muted">{rowNumber(page, limit, indexOnPage)}</span>
    ),
  } satisfies DataTableColumn<Row>;
}

export interface IdentityCellProps {
  name: string;
  /** Picture or logo URL; initials show without one. */
  image?: string | null;
  /** A second line under the name (the company for a superadmin, an e-mail). */
  detail?: ReactNode;
  /** `square` for company logos. */
  shape?: 'circle' | 'square';
}

/** A picture and a name (and a second line) for a table cell. */
export function IdentityCell({ name, image, detail, shape }: IdentityCellProps) {
  return (
    <div className="flex min-w-40 items-center gap-3">
      {/* The name is written next to it, so the picture is not announced a second time. */}
      <span aria-hidden="true" className="contents">
        <Avatar name={name} src={image} size="md" shape={shape} />
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="font-medium text-fg">{name}</span>
        {detail ? <span className="text-xs text-fg-muted">{detail}</span> : null}
      </div>
    </div>
  );
}
