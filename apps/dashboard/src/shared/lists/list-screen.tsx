import type { Key, ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  ListHeader,
  Pagination,
  type DataTableColumn,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { usePageTitle } from '../../layout/page-title';
import { DeleteDialog, type DeleteFlow } from './delete-flow';
import { useClampPage, type ListQuery } from './use-list-query';

export interface ListScreenProps<Row> {
  /** The page's title: the header's, the (screen-reader) heading, the table's name and the tab's. */
  title: string;
  /** Page, size and search from `useListQuery`. */
  query: ListQuery;
  columns: readonly DataTableColumn<Row>[];
  /** The current page's rows (the previous page's while the next one loads). */
  rows: readonly Row[];
  getRowId: (row: Row) => Key;
  /** Undefined until the first answer. */
  totalPages: number | undefined;
  /** The server stopped counting: `totalPages` is a lower bound (lists that may answer it). */
  totalPagesCapped?: boolean;
  /** A request for the list is running (first load or refresh). */
  loading: boolean;
  /** The failed list request; its server message is shown with a retry. */
  error: unknown;
  onRetry: () => void;
  rowActions?: (row: Row) => ReactNode;
  /** Shows the add button (only where the role may add). */
  onAdd?: () => void;
  addLabel?: string;
  /** More controls in the header, next to add (a status filter, an export button). */
  actions?: ReactNode;
  /** Shows the filter box; off for lists the server cannot search. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** What an empty list says when no search is applied. */
  emptyTitle: string;
  emptyDescription?: string;
  /** Rows' delete confirmation; its pending request shows the spinner over the list. */
  deletion?: DeleteFlow<Row>;
  /** The screen's modals (add, edit, details). */
  children?: ReactNode;
}

/**
 * The frame every list screen shares (specification, section 2, "Shared parts"): the list header
 * with its add button and filter box, the table with its loading, empty and error states, the
 * pagination bar, and the delete confirmation. Texts come from the catalogue; page, size and
 * search live in the URL.
 */
export function ListScreen<Row>({
  title,
  query,
  columns,
  rows,
  getRowId,
  totalPages,
  totalPagesCapped,
  loading,
  error,
  onRetry,
  rowActions,
  onAdd,
  addLabel,
  actions,
  searchable = true,
  searchPlaceholder,
  emptyTitle,
  emptyDescription,
  deletion,
  children,
}: ListScreenProps<Row>) {
  const { t } = useI18n();
  useClampPage(query, totalPages);
  usePageTitle(title);

  const failed = error !== null && error !== undefined;
  const empty = query.search ? (
    <EmptyState
      icon={<SearchX />}
      title={t('list.noResultsTitle')}
      description={t('list.noResultsDescription', { term: query.search })}
      action={
        <Button variant="outline" onClick={() => query.setSearch('')}>
          {t('list.clearSearch')}
        </Button>
      }
    />
  ) : (
    <EmptyState title={emptyTitle} description={emptyDescription} />
  );

  return (
    <section className="flex flex-col gap-5">
      <ListHeader
        title={title}
        // The header shows the title; printed here too it would only repeat it.
        hideTitle
        onAdd={onAdd}
        addLabel={addLabel ?? t('list.add')}
        searchTerm={query.search}
        onSearch={searchable ? query.setSearch : undefined}
        filterLabel={t('list.filter')}
        searchPlaceholder={searchPlaceholder ?? t('list.searchPlaceholder')}
        activeSearchLabel={t('list.activeSearch')}
        clearSearchLabel={t('list.clearSearch')}
        actions={actions}
      />
      <div className="rounded-xl bg-surface shadow-card">
        {failed ? (
          <ErrorState
            title={t('list.errorTitle')}
            message={errorMessage(error, {
              network: t('common.errorNetwork'),
              generic: t('common.errorGeneric'),
            })}
            onRetry={onRetry}
            retryLabel={t('list.retry')}
            retrying={loading}
          />
        ) : (
          <DataTable<Row>
            caption={title}
            columns={columns}
            rows={rows}
            getRowId={getRowId}
            rowActions={rowActions}
            actionsHeader={t('list.options')}
            loading={loading || (deletion?.pending ?? false)}
            loadingLabel={t('common.loading')}
            empty={empty}
            skeletonRows={Math.min(query.limit, 10)}
          />
        )}
        {!failed && totalPages !== undefined && totalPages > 0 ? (
          <Pagination
            page={Math.min(query.page, totalPages)}
            totalPages={totalPages}
            totalPagesCapped={totalPagesCapped}
            onPageChange={query.setPage}
            pageSize={query.limit}
            onPageSizeChange={query.setLimit}
            labels={{
              rowsPerPage: t('list.rowsPerPage'),
              previous: t('list.previousPage'),
              next: t('list.nextPage'),
              navigation: t('list.pagination'),
              page: (page) => t('list.page', { page }),
            }}
            className="border-t border-border px-4 py-3"
          />
        ) : null}
      </div>
      {deletion ? <DeleteDialog {...deletion.dialog} /> : null}
      {children}
    </section>
  );
}
