import { useState, type Key, type ReactNode } from 'react';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Role } from '@taseer/api';
import { userAtom } from '../../session/session.atoms';
import { useDeleteFlow, type DeleteFlow } from './delete-flow';
import type { ListQueryState } from './list-query';
import type { ListScreenProps } from './list-screen';
import { RowActions } from './row-actions';
import { rowPermissions, type ListResource, type RowPermissions } from './row-permissions';
import { useListQuery, type ListQuery } from './use-list-query';

/** What a list page answers besides its rows. */
export interface ListAnswer {
  totalPages: number;
  /** Only the lists whose count may stop answer it. */
  totalPagesCapped?: boolean;
}

/** The add form, a row's edit form, or neither. */
export type OpenModal<Row> = { kind: 'add' } | { kind: 'edit'; row: Row } | null;

/**
 * A list of records the role may add, edit and delete, described rather than wired: where its
 * pages come from, how a row is named, and how one is deleted.
 */
export interface ResourceListDefinition<
  Row,
  Answer extends ListAnswer,
  Error,
  Key_ extends QueryKey,
> {
  /** Its add, edit and delete buttons follow the permission table's `<resource>.<verb>`. */
  resource: ListResource;
  queryOptions: (query: ListQueryState) => UseQueryOptions<Answer, Error, Answer, Key_>;
  rowsOf: (answer: Answer) => readonly Row[];
  rowId: (row: Row) => Key;
  /** The row's name in its buttons' labels. */
  nameOf: (row: Row) => string;
  remove: (row: Row) => Promise<unknown>;
  /** Lists to refresh after a delete: the list, and those that count its rows. */
  invalidates: readonly QueryKey[];
  /** The row's name in the delete confirmation, when it differs from `nameOf`. */
  deleteNameOf?: (row: Row) => string | undefined;
  /** The delete's own success toast, if any. */
  deletedMessage?: string;
  /** False for a row the edit form cannot start from. */
  canEdit?: (row: Row) => boolean;
  /** Opens the add form at once (where the role may add). */
  startAdding?: boolean;
}

export interface ResourceList<Row> {
  role: Role | undefined;
  allowed: RowPermissions;
  query: ListQuery;
  modal: OpenModal<Row>;
  open: (modal: OpenModal<Row>) => void;
  close: () => void;
  deletion: DeleteFlow<Row>;
  /** The `ListScreen` props every resource list fills the same way. */
  screen: Pick<
    ListScreenProps<Row>,
    | 'query'
    | 'rows'
    | 'getRowId'
    | 'totalPages'
    | 'totalPagesCapped'
    | 'loading'
    | 'error'
    | 'onRetry'
    | 'rowActions'
    | 'onAdd'
    | 'deletion'
  >;
}

/**
 * The wiring shared by the companies', branches', sections', managers' and employees' screens:
 * page, size and search from the URL, the page's request, the role's buttons, the open modal and
 * the delete confirmation. The page adds its columns, texts and modals.
 */
export function useResourceList<
  Row,
  Answer extends ListAnswer,
  Error = unknown,
  Key_ extends QueryKey = QueryKey,
>(definition: ResourceListDefinition<Row, Answer, Error, Key_>): ResourceList<Row> {
  const { resource, rowsOf, rowId, nameOf, canEdit, startAdding = false } = definition;
  const role = useAtomValue(userAtom)?.role;
  const allowed = rowPermissions(role, resource);
  const query = useListQuery();
  const list = useQuery({ ...definition.queryOptions(query), placeholderData: keepPreviousData });
  const [modal, setModal] = useState<OpenModal<Row>>(() =>
    allowed.add && startAdding ? { kind: 'add' } : null,
  );
  const close = () => setModal(null);
  const deletion = useDeleteFlow<Row>({
    remove: definition.remove,
    invalidates: definition.invalidates,
    nameOf: definition.deleteNameOf ?? nameOf,
    successMessage: definition.deletedMessage,
  });

  const rowActions =
    allowed.edit || allowed.delete
      ? (row: Row): ReactNode => (
          <RowActions
            name={nameOf(row)}
            allowed={allowed}
            editDisabled={canEdit ? !canEdit(row) : undefined}
            onEdit={() => setModal({ kind: 'edit', row })}
            onDelete={() => deletion.request(row)}
          />
        )
      : undefined;

  return {
    role,
    allowed,
    query,
    modal,
    open: setModal,
    close,
    deletion,
    screen: {
      query,
      rows: list.data ? rowsOf(list.data) : [],
      getRowId: rowId,
      totalPages: list.data?.totalPages,
      totalPagesCapped: list.data?.totalPagesCapped,
      loading: list.isFetching,
      error: list.error,
      onRetry: () => void list.refetch(),
      rowActions,
      onAdd: allowed.add ? () => setModal({ kind: 'add' }) : undefined,
      deletion,
    },
  };
}
