import { imageUrl, type StaffMember } from '@taseer/api';
import { Avatar, formatPhone, indexColumn, type DataTableColumn } from '@taseer/ui';
import { apiBaseUrl } from '../../config';
import type { Translate } from '../../i18n/translate';
import { NoData, TextOrNoData } from '../../shared/lists/no-data';

interface StaffColumnsOptions {
  t: Translate;
  page: number;
  limit: number;
  /** The system manager sees every company's people, so the company is named. */
  showCompany: boolean;
  /** Employees belong to a section. */
  showSection: boolean;
}

/**
 * The managers' and employees' table (specification, section 2): #, picture, name, company (system
 * manager only), branch, section (employees), e-mail and the full phone as dialled from abroad.
 */
export function staffColumns({
  t,
  page,
  limit,
  showCompany,
  showSection,
}: StaffColumnsOptions): DataTableColumn<StaffMember>[] {
  const columns: DataTableColumn<StaffMember>[] = [
    indexColumn<StaffMember>(page, limit),
    {
      key: 'image',
      header: t('staff.column.image'),
      width: '4.5rem',
      card: 'image',
      cell: (member) => (
        <Avatar name={member.username} src={imageUrl(apiBaseUrl, member.image)} size="md" />
      ),
    },
    {
      key: 'name',
      header: t('staff.column.name'),
      card: 'title',
      cell: (member) => <span className="font-medium">{member.username}</span>,
    },
  ];
  if (showCompany) {
    columns.push({
      key: 'company',
      header: t('staff.column.company'),
      cell: (member) => <TextOrNoData value={member.companyName ?? member.adminName} />,
    });
  }
  columns.push({
    key: 'branch',
    header: t('staff.column.branch'),
    cell: (member) => <TextOrNoData value={member.branchName} />,
  });
  if (showSection) {
    columns.push({
      key: 'section',
      header: t('staff.column.section'),
      cell: (member) => <TextOrNoData value={member.sectionName} />,
    });
  }
  columns.push(
    {
      key: 'email',
      header: t('staff.column.email'),
      cell: (member) => (member.email?.trim() ? <bdi dir="ltr">{member.email}</bdi> : <NoData />),
    },
    {
      key: 'phone',
      header: t('staff.column.phone'),
      nowrap: true,
      cell: (member) => {
        const phone = formatPhone(member.phone, '');
        return phone ? <bdi dir="ltr">{phone}</bdi> : <NoData />;
      },
    },
  );
  return columns;
}
