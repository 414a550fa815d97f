import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { can, type StaffMember } from '@taseer/api';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { useDeleteFlow } from '../lists/delete-flow';
import { ListScreen } from '../lists/list-screen';
import { rowPermissions } from '../lists/row-permissions';
import { useListQuery } from '../lists/use-list-query';
import { deleteStaffMember, STAFF_DELETE_REFRESHES } from '../staff/api/delete-staff';
import { staffColumns, staffRowActions } from '../staff/staff-columns';
import { employeesQueryOptions } from './api/list-employees';
import { AddEmployeeModal } from './add-employee-modal';
import { EditEmployeeModal } from './edit-employee-modal';

type OpenModal = { kind: 'add' } | { kind: 'edit'; employee: StaffMember } | null;

/**
 * /employees: the employees within reach (a manager's branch, a company's own, every company's for
 * the system manager, who sees the company column and may only delete), with their sections.
 */
export function EmployeesPage() {
  const { t } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const allowed = rowPermissions(role, 'employee');
  const choosesBranch = can(role, 'branch.choose');
  const query = useListQuery();
  const list = useQuery({ ...employeesQueryOptions(query), placeholderData: keepPreviousData });
  const [modal, setModal] = useState<OpenModal>(null);
  const close = () => setModal(null);
  const deletion = useDeleteFlow<StaffMember>({
    remove: (employee) => deleteStaffMember(employee._id),
    invalidates: STAFF_DELETE_REFRESHES,
    nameOf: (employee) => employee.username,
  });

  return (
    <ListScreen<StaffMember>
      title={t('page.employees.title')}
      query={query}
      columns={staffColumns({
        t,
        page: query.page,
        limit: query.limit,
        showCompany: role === 'superadmin',
        showSection: true,
      })}
      rows={list.data?.agents ?? []}
      getRowId={(employee) => employee._id}
      totalPages={list.data?.totalPages}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      rowActions={staffRowActions({
        t,
        allowed,
        onEdit: (employee) => setModal({ kind: 'edit', employee }),
        onDelete: deletion.request,
      })}
      onAdd={allowed.add ? () => setModal({ kind: 'add' }) : undefined}
      addLabel={t('employees.add')}
      searchPlaceholder={t('staff.searchPlaceholder')}
      emptyTitle={t('employees.empty')}
      emptyDescription={allowed.add ? t('employees.emptyDescription') : undefined}
      deletion={deletion}
    >
      {modal?.kind === 'add' ? (
        <AddEmployeeModal choosesBranch={choosesBranch} onClose={close} />
      ) : null}
      {modal?.kind === 'edit' ? (
        <EditEmployeeModal
          employee={modal.employee}
          choosesBranch={choosesBranch}
          onClose={close}
        />
      ) : null}
    </ListScreen>
  );
}
