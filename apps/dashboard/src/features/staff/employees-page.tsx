import { can, type StaffMember } from '@taseer/api';
import { useI18n } from '../../i18n/i18n';
import { ListScreen } from '../../shared/lists/list-screen';
import { useResourceList } from '../../shared/lists/use-resource-list';
import { deleteStaffMember, STAFF_DELETE_REFRESHES } from './api/delete-staff';
import { staffColumns } from './staff-columns';
import { employeesQueryOptions } from './api/list-employees';
import { StaffFormModal } from './staff-form-modal';

/**
 * /employees: the employees within reach (a manager's branch, a company's own, every company's for
 * the system manager, who sees the company column and may only delete), with their sections.
 */
export function EmployeesPage() {
  const { t } = useI18n();
  const list = useResourceList({
    resource: 'employee',
    queryOptions: employeesQueryOptions,
    rowsOf: (answer) => answer.agents,
    rowId: (employee) => employee._id,
    nameOf: (employee) => employee.username,
    remove: (employee) => deleteStaffMember(employee._id),
    invalidates: STAFF_DELETE_REFRESHES,
  });
  const { query, modal, close } = list;
  const choosesBranch = can(list.role, 'branch.choose');

  return (
    <ListScreen<StaffMember>
      {...list.screen}
      title={t('page.employees.title')}
      columns={staffColumns({
        t,
        page: query.page,
        limit: query.limit,
        showCompany: list.role === 'superadmin',
        showSection: true,
      })}
      addLabel={t('employees.add')}
      searchPlaceholder={t('staff.searchPlaceholder')}
      emptyTitle={t('employees.empty')}
      emptyDescription={list.allowed.add ? t('employees.emptyDescription') : undefined}
    >
      {modal?.kind === 'add' ? (
        <StaffFormModal kind="employee" choosesBranch={choosesBranch} onClose={close} />
      ) : null}
      {modal?.kind === 'edit' ? (
        <StaffFormModal
          kind="employee"
          member={modal.row}
          choosesBranch={choosesBranch}
          onClose={close}
        />
      ) : null}
    </ListScreen>
  );
}
