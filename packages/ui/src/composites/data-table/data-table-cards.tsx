import { Fragment, useId, type Key, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { cardLayout } from './card-layout';
import type { DataTableColumn } from './data-table-column';

interface DataTableCardsProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => Key;
  rowActions?: (row: Row) => ReactNode;
  /** Names the list, as it names the table. */
  caption: string;
  busy: boolean;
  /** Placeholder cards shown instead of the rows (the first load). */
  skeletons: number;
  cell: (column: DataTableColumn<Row>, row: Row, indexOnPage: number) => ReactNode;
}

/**
 * The phone presentation of a DataTable: a list with one card per row. The title (and picture)
 * and the status sit on the top line, every other column is a "label: value" line under it
 * (labelled with the column's header), and the row's actions close the card — nothing is out of
 * sight, nothing scrolls sideways. Each card is an article named by its title; the actions keep
 * the labels naming their row, so they make sense when reached with Tab or read out of context.
 */
export function DataTableCards<Row>({
  columns,
  rows,
  getRowId,
  rowActions,
  caption,
  busy,
  skeletons,
  cell,
}: DataTableCardsProps<Row>) {
  const idPrefix = useId();
  const layout = cardLayout(columns);

  return (
    // `role="list"` keeps the list a list for Safari's VoiceOver once its bullets are removed.
    <ul
      role="list"
      aria-label={caption}
      aria-busy={busy || undefined}
      className="divide-y divide-border text-sm text-fg tabular-nums"
    >
      {skeletons > 0
        ? Array.from({ length: skeletons }, (_, i) => (
            <li key={i} aria-hidden="true" className="flex flex-col gap-3 p-4">
              <span className="flex items-center gap-3">
                <span className="size-10 shrink-0 animate-pulse rounded-full bg-surface-muted motion-reduce:animate-none" />
                <span className="h-3.5 w-40 animate-pulse rounded-full bg-surface-muted motion-reduce:animate-none" />
              </span>
              <span className="h-3 w-56 animate-pulse rounded-full bg-surface-muted motion-reduce:animate-none" />
              <span className="h-3 w-32 animate-pulse rounded-full bg-surface-muted motion-reduce:animate-none" />
            </li>
          ))
        : rows.map((row, index) => {
            const titleId = `${idPrefix}-${index}`;
            const actions = rowActions?.(row);
            const hasActions = layout.actions.length > 0 || Boolean(actions);
            return (
              <li key={getRowId(row)}>
                <article aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="flex min-w-0 items-center gap-3">
                      {layout.image.length > 0 ? (
                        // The title next to it names the row; the picture is not read twice.
                        <span aria-hidden="true" className="flex shrink-0 items-center gap-2">
                          {layout.image.map((column) => (
                            <Fragment key={column.key}>{cell(column, row, index)}</Fragment>
                          ))}
                        </span>
                      ) : null}
                      <div
                        id={titleId}
                        className="flex min-w-0 flex-col font-medium leading-relaxed break-words"
                      >
                        {layout.title.map((column) => (
                          <div key={column.key}>{cell(column, row, index)}</div>
                        ))}
                      </div>
                    </div>
                    {layout.badge.length > 0 ? (
                      <div className="flex shrink-0 flex-col items-end gap-1 pt-0.5">
                        {layout.badge.map((column) => (
                          <Fragment key={column.key}>{cell(column, row, index)}</Fragment>
                        ))}
                      </div>
                    ) : null}
                  </div>
                  {layout.field.length > 0 ? (
                    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
                      {layout.field.map((column) => (
                        <Fragment key={column.key}>
                          <dt className="text-fg-muted">{column.header}</dt>
                          <dd
                            className={cn(
                              'min-w-0 leading-relaxed break-words',
                              column.nowrap && 'whitespace-nowrap',
                            )}
                          >
                            {cell(column, row, index)}
                          </dd>
                        </Fragment>
                      ))}
                    </dl>
                  ) : null}
                  {hasActions ? (
                    <div className="flex flex-wrap items-center justify-end gap-2">
                      {layout.actions.map((column) => (
                        <Fragment key={column.key}>{cell(column, row, index)}</Fragment>
                      ))}
                      {actions ? (
                        <div className="inline-flex items-center gap-1">{actions}</div>
                      ) : null}
                    </div>
                  ) : null}
                </article>
              </li>
            );
          })}
    </ul>
  );
}
