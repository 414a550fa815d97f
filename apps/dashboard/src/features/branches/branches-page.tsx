import type { Branch } from '@taseer/api';
import { formatNumber, indexColumn, type DataTableColumn } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { ListScreen } from '../../shared/lists/list-screen';
import { TextOrNoData } from '../../shared/lists/no-data';
import { useResourceList } from '../../shared/lists/use-resource-list';
import { BRANCH_CHANGE_REFRESHES, deleteBranch } from './api/branch-mutations';
import { branchesQueryOptions } from './api/list-branches';
import { BranchFormModal } from './branch-form-modal';

/**
 * /branches: the branches within reach, with their manager and counts. The system manager sees
 * each branch's company under its name and may only delete.
 */
export function BranchesPage() {
  const { t, lang } = useI18n();
  const list = useResourceList({
    resource: 'branch',
    queryOptions: branchesQueryOptions,
    rowsOf: (answer) => answer.branches,
    rowId: (branch) => branch._id,
    nameOf: (branch) => branch.branchName,
    remove: (branch) => deleteBranch(branch._id),
    invalidates: BRANCH_CHANGE_REFRESHES,
    deletedMessage: t('branches.deleted'),
  });
  const { query, modal, close } = list;
  const showsCompany = list.role === 'superadmin';

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

  return (
    <ListScreen<Branch>
      {...list.screen}
      title={t('page.branches.title')}
      columns={columns}
      addLabel={t('branches.add')}
      searchPlaceholder={t('branches.searchPlaceholder')}
      emptyTitle={t('branches.empty')}
      emptyDescription={list.allowed.add ? t('branches.emptyDescription') : undefined}
    >
      {modal?.kind === 'add' ? <BranchFormModal onClose={close} /> : null}
      {modal?.kind === 'edit' ? <BranchFormModal branch={modal.row} onClose={close} /> : null}
    </ListScreen>
  );
}
