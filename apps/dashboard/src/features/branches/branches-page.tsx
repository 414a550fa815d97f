import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Pencil, Trash2 } from 'lucide-react';
import type { Branch } from '@taseer/api';
import { formatNumber, IconButton, indexColumn, type DataTableColumn } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { useDeleteFlow } from '../lists/delete-flow';
import { ListScreen } from '../lists/list-screen';
import { TextOrNoData } from '../lists/no-data';
import { rowPermissions } from '../lists/row-permissions';
import { useListQuery } from '../lists/use-list-query';
import { BRANCH_CHANGE_REFRESHES, deleteBranch } from './api/branch-mutations';
import { branchesQueryOptions } from './api/list-branches';
import { BranchFormModal } from './branch-form-modal';

type OpenModal = { kind: 'add' } | { kind: 'edit'; branch: Branch } | null;

/**
 * /branches: the branches within reach, with their manager and counts. The system manager sees
 * each branch's company under its name and may only delete.
 */
export function BranchesPage() {
  const { t, lang } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const allowed = rowPermissions(role, 'branch');
  const showsCompany = role === 'superadmin';
  const query = useListQuery();
  const list = useQuery({ ...branchesQueryOptions(query), placeholderData: keepPreviousData });
  const [modal, setModal] = useState<OpenModal>(null);
  const close = () => setModal(null);
  const deletion = useDeleteFlow<Branch>({
    remove: (branch) => deleteBranch(branch._id),
    invalidates: BRANCH_CHANGE_REFRESHES,
    nameOf: (branch) => branch.branchName,
    successMessage: t('branches.deleted'),
  });

  const count = (value: number) => formatNumber(value, { locale: lang });
  const columns: DataTableColumn<Branch>[] = [
    indexColumn<Branch>(query.page, query.limit),
    {
      key: 'name',
      header: t('branches.column.name'),
      card: 'title',
      cell: (branch) => (
        <div className="flex min-w-32 flex-col">
          <span className="font-medium text-fg">{branch.branchName}</span>
          {showsCompany ? (
            <span className="text-xs text-fg-muted">
              <TextOrNoData value={branch.companyName} />
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'manager',
      header: t('branches.column.manager'),
      cell: (branch) => (
        <TextOrNoData value={branch.managerName} fallback={t('branches.noManager')} />
      ),
    },
    {
      key: 'sections',
      header: t('branches.column.sections'),
      nowrap: true,
      cell: (b) => count(b.sectionCount),
    },
    {
      key: 'employees',
      header: t('branches.column.employees'),
      nowrap: true,
      cell: (b) => count(b.agentCount),
    },
    {
      key: 'conversations',
      header: t('branches.column.conversations'),
      nowrap: true,
      cell: (b) => count(b.conversationCount),
    },
  ];

  const rowActions =
    allowed.edit || allowed.delete
      ? (branch: Branch) => (
          <>
            {allowed.edit ? (
              <IconButton
                label={t('list.edit', { name: branch.branchName })}
                size="sm"
                onClick={() => setModal({ kind: 'edit', branch })}
              >
                <Pencil />
              </IconButton>
            ) : null}
            {allowed.delete ? (
              <IconButton
                label={t('list.delete', { name: branch.branchName })}
                size="sm"
                className="text-danger hover:bg-danger-soft"
                onClick={() => deletion.request(branch)}
              >
                <Trash2 />
              </IconButton>
            ) : null}
          </>
        )
      : undefined;

  return (
    <ListScreen<Branch>
      title={t('page.branches.title')}
      query={query}
      columns={columns}
      rows={list.data?.branches ?? []}
      getRowId={(branch) => branch._id}
      totalPages={list.data?.totalPages}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      rowActions={rowActions}
      onAdd={allowed.add ? () => setModal({ kind: 'add' }) : undefined}
      addLabel={t('branches.add')}
      searchPlaceholder={t('branches.searchPlaceholder')}
      emptyTitle={t('branches.empty')}
      emptyDescription={allowed.add ? t('branches.emptyDescription') : undefined}
      deletion={deletion}
    >
      {modal?.kind === 'add' ? <BranchFormModal onClose={close} /> : null}
      {modal?.kind === 'edit' ? <BranchFormModal branch={modal.branch} onClose={close} /> : null}
    </ListScreen>
  );
}
