import type { Key, ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  ListHeader,
  Pagination,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type DataTableColumn,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { usePageTitle } from '../../navigation/page-title';
import { DeleteDialog, type DeleteFlow } from './delete-flow';
import { useClampPage, type ListQuery } from './use-list-query';

/** Views of one list the reader switches between (the offers queue's mine, unclaimed, all). */
export interface ListTabs<Value extends string> {
  /** Names the row of tabs. */
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  items: readonly { value: Value; label: string }[];
  /** Controls at the other end of the tabs' row (how the list is ordered, say). */
  aside?: ReactNode;
}

export interface ListScreenProps<Row, Tab extends string = string> {
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
  /** The search box stays in view and searches as one types (work lists searched all day). */
  liveSearch?: boolean;
  searchPlaceholder?: string;
  /** What an empty list says when no search is applied. */
  emptyTitle: string;
  emptyDescription?: string;
  /** Replaces the empty states above (filters that matched nothing, say). */
  empty?: ReactNode;
  /** Tabs over the list: the list is the selected tab's panel. */
  tabs?: ListTabs<Tab>;
  /** Between the header (and tabs) and the list: the list's filters. */
  toolbar?: ReactNode;
  /** At the top of the list's card, above the rows (news about the list, say). */
  banner?: ReactNode;
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
export function ListScreen<Row, Tab extends string = string>({
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
  liveSearch = false,
  searchPlaceholder,
  emptyTitle,
  emptyDescription,
  empty: emptyOverride,
  tabs,
  toolbar,
  banner,
  deletion,
  children,
}: ListScreenProps<Row, Tab>) {
  const { t } = useI18n();
  useClampPage(query, totalPages);
  usePageTitle(title);

  const failed = error !== null && error !== undefined;
  const empty =
    emptyOverride ??
    (query.search ? (
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
    ));

  const list = failed ? (
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
  );
  const pagination =
    !failed && totalPages !== undefined && totalPages > 0 ? (
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
    ) : null;

  return (
    <section className="flex flex-col gap-5">
      <ListHeader
        title={title}
        // The header shows the title; printed here too it would only repeat it.
        hideTitle
        onAdd={onAdd}
        addLabel={addLabel ?? t('list.add')}
        searchTerm={query.search}
        onSearch={searchable ? (liveSearch ? query.searchAsTyped : query.setSearch) : undefined}
        liveSearch={liveSearch}
        filterLabel={t('list.filter')}
        searchPlaceholder={searchPlaceholder ?? t('list.searchPlaceholder')}
        activeSearchLabel={t('list.activeSearch')}
        clearSearchLabel={t('list.clearSearch')}
        actions={actions}
      />
      {tabs ? (
        <Tabs
          value={tabs.value}
          onValueChange={(value) => tabs.onChange(value as Tab)}
          // Each tab is another request: arrow keys move between the tabs, Enter or Space opens one.
          activationMode="manual"
          className="gap-5"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label={tabs.label}>
              {tabs.items.map((item) => (
                <TabsTrigger key={item.value} value={item.value}>
                  {item.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.aside}
          </div>
          {toolbar}
          <div className="rounded-xl bg-surface shadow-card">
            {banner}
            <TabsContent value={tabs.value} tabIndex={-1}>
              {list}
            </TabsContent>
            {pagination}
          </div>
        </Tabs>
      ) : (
        <>
          {toolbar}
          <div className="rounded-xl bg-surface shadow-card">
            {banner}
            {list}
            {pagination}
          </div>
        </>
      )}
      {deletion ? <DeleteDialog {...deletion.dialog} /> : null}
      {children}
    </section>
  );
}
