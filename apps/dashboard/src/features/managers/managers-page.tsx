import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useHistoryState } from 'wouter/use-browser-location';
import { can, type StaffMember } from '@taseer/api';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { useDeleteFlow } from '../lists/delete-flow';
import { ListScreen } from '../lists/list-screen';
import { asksToOpenAdd } from '../lists/open-add-state';
import { rowPermissions } from '../lists/row-permissions';
import { useListQuery } from '../lists/use-list-query';
import { deleteStaffMember, STAFF_DELETE_REFRESHES } from '../staff/api/delete-staff';
import { staffColumns, staffRowActions } from '../staff/staff-columns';
import { managersQueryOptions } from './api/list-managers';
import { AddManagerModal } from './add-manager-modal';
import { EditManagerModal } from './edit-manager-modal';

type OpenModal = { kind: 'add' } | { kind: 'edit'; manager: StaffMember } | null;

/**
 * /admin: the managers within reach (a company's own; every company's for the system manager,
 * who sees the company column and may only delete).
 */
export function ManagersPage() {
  const { t } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const allowed = rowPermissions(role, 'manager');
  const choosesBranch = can(role, 'branch.choose');
  const query = useListQuery();
  const list = useQuery({ ...managersQueryOptions(query), placeholderData: keepPreviousData });
  // "Add a manager" from the branch form lands here with the add form open.
  const openedWith: unknown = useHistoryState();
  const [modal, setModal] = useState<OpenModal>(() =>
    allowed.add && asksToOpenAdd(openedWith) ? { kind: 'add' } : null,
  );
  useEffect(() => {
    // Asked once: a reload or a return to this entry shows the list.
    if (asksToOpenAdd(window.history.state)) window.history.replaceState(null, '');
  }, []);
  const close = () => setModal(null);
  const deletion = useDeleteFlow<StaffMember>({
    remove: (manager) => deleteStaffMember(manager._id),
    invalidates: STAFF_DELETE_REFRESHES,
    nameOf: (manager) => manager.username,
  });

  return (
    <ListScreen<StaffMember>
      title={t('page.managers.title')}
      query={query}
      columns={staffColumns({
        t,
        page: query.page,
        limit: query.limit,
        showCompany: role === 'superadmin',
        showSection: false,
      })}
      rows={list.data?.managers ?? []}
      getRowId={(manager) => manager._id}
      totalPages={list.data?.totalPages}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      rowActions={staffRowActions({
        t,
        allowed,
        onEdit: (manager) => setModal({ kind: 'edit', manager }),
        onDelete: deletion.request,
      })}
      onAdd={allowed.add ? () => setModal({ kind: 'add' }) : undefined}
      addLabel={t('managers.add')}
      searchPlaceholder={t('staff.searchPlaceholder')}
      emptyTitle={t('managers.empty')}
      emptyDescription={allowed.add ? t('managers.emptyDescription') : undefined}
      deletion={deletion}
    >
      {modal?.kind === 'add' ? (
        <AddManagerModal choosesBranch={choosesBranch} onClose={close} />
      ) : null}
      {modal?.kind === 'edit' ? (
        <EditManagerModal manager={modal.manager} choosesBranch={choosesBranch} onClose={close} />
      ) : null}
    </ListScreen>
  );
}
