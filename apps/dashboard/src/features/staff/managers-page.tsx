import { can, type StaffMember } from '@taseer/api';
import { useI18n } from '../../i18n/i18n';
import { ListScreen } from '../../shared/lists/list-screen';
import { useArrivedToAdd } from '../../shared/lists/use-arrived-to-add';
import { useResourceList } from '../../shared/lists/use-resource-list';
import { deleteStaffMember, STAFF_DELETE_REFRESHES } from './api/delete-staff';
import { staffColumns } from './staff-columns';
import { managersQueryOptions } from './api/list-managers';
import { StaffFormModal } from './staff-form-modal';

/**
 * /admin: the managers within reach (a company's own; every company's for the system manager,
 * who sees the company column and may only delete).
 */
export function ManagersPage() {
  const { t } = useI18n();
  const list = useResourceList({
    resource: 'manager',
    queryOptions: managersQueryOptions,
    rowsOf: (answer) => answer.managers,
    rowId: (manager) => manager._id,
    nameOf: (manager) => manager.username,
    remove: (manager) => deleteStaffMember(manager._id),
    invalidates: STAFF_DELETE_REFRESHES,
    // "Add a manager" from the branch form lands here with the add form open.
    startAdding: useArrivedToAdd(),
  });
  const { query, modal, close } = list;
  const choosesBranch = can(list.role, 'branch.choose');

  return (
    <ListScreen<StaffMember>
      {...list.screen}
      title={t('page.managers.title')}
      columns={staffColumns({
        t,
        page: query.page,
        limit: query.limit,
        showCompany: list.role === 'superadmin',
        showSection: false,
      })}
      addLabel={t('managers.add')}
      searchPlaceholder={t('staff.searchPlaceholder')}
      emptyTitle={t('managers.empty')}
      emptyDescription={list.allowed.add ? t('managers.emptyDescription') : undefined}
    >
      {modal?.kind === 'add' ? (
        <StaffFormModal kind="manager" choosesBranch={choosesBranch} onClose={close} />
      ) : null}
      {modal?.kind === 'edit' ? (
        <StaffFormModal
          kind="manager"
          member={modal.row}
          choosesBranch={choosesBranch}
          onClose={close}
        />
      ) : null}
    </ListScreen>
  );
}
