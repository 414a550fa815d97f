import { useState } from 'react';
import { Eye } from 'lucide-react';
import { imageUrl, type Company } from '@taseer/api';
import { Avatar, Button, formatNumber, indexColumn, type DataTableColumn } from '@taseer/ui';
import { apiBaseUrl } from '../../config';
import { useI18n } from '../../i18n/i18n';
import { ListScreen } from '../../shared/lists/list-screen';
import { presentText, TextOrNoData } from '../../shared/lists/no-data';
import { useResourceList } from '../../shared/lists/use-resource-list';
import { companiesQueryOptions } from './api/list-companies';
import { COMPANY_DELETE_REFRESHES, deleteCompany } from './api/delete-company';
import { AddCompanyModal } from './add-company-modal';
import { CompanyDetailsModal } from './company-details-modal';
import { EditCompanyModal } from './edit-company-modal';

/** /company (system manager): every company with its totals; add, details, edit, delete. */
export function CompaniesPage() {
  const { t, lang } = useI18n();
  const nameOf = (company: Company) => presentText(company.username) ?? t('companies.unnamed');
  const list = useResourceList({
    resource: 'company',
    queryOptions: companiesQueryOptions,
    rowsOf: (answer) => answer.admins,
    rowId: (company) => company._id,
    nameOf,
    // The edit form needs a name to start from (specification, section 2).
    canEdit: (company) => presentText(company.username) !== undefined,
    remove: (company) => deleteCompany(company._id),
    invalidates: COMPANY_DELETE_REFRESHES,
    deleteNameOf: (company) => presentText(company.username),
  });
  const { query, modal, close } = list;
  const [details, setDetails] = useState<Company | null>(null);

  const count = (value: number) => formatNumber(value, { locale: lang });
  const columns: DataTableColumn<Company>[] = [
    indexColumn<Company>(query.page, query.limit),
    {
      key: 'logo',
      header: t('companies.column.logo'),
      card: 'image',
      cell: (company) => (
        <Avatar
          name={nameOf(company)}
          src={imageUrl(apiBaseUrl, company.image)}
          size="md"
          shape="square"
        />
      ),
    },
    {
      key: 'name',
      header: t('companies.column.name'),
      card: 'title',
      cell: (company) => (
        <span className="font-medium">
          <TextOrNoData value={company.username} fallback={t('companies.unnamed')} />
        </span>
      ),
    },
    {
      key: 'sections',
      header: t('companies.column.sections'),
      nowrap: true,
      cell: (c) => count(c.totalSections),
    },
    {
      key: 'branches',
      header: t('companies.column.branches'),
      nowrap: true,
      cell: (c) => count(c.totalBranches),
    },
    {
      key: 'employees',
      header: t('companies.column.employees'),
      nowrap: true,
      cell: (c) => count(c.totalEmployees),
    },
    {
      key: 'messages',
      header: t('companies.column.messages'),
      nowrap: true,
      cell: (c) => count(c.totalConversations),
    },
    {
      key: 'details',
      header: t('companies.column.details'),
      card: 'actions',
      cell: (company) => (
        <Button
          size="sm"
          variant="secondary"
          icon={<Eye aria-hidden="true" />}
          aria-label={t('companies.showDetailsOf', { name: nameOf(company) })}
          onClick={() => setDetails(company)}
        >
          {t('companies.showDetails')}
        </Button>
      ),
    },
  ];

  return (
    <ListScreen<Company>
      {...list.screen}
      title={t('page.companies.title')}
      columns={columns}
      addLabel={t('companies.add')}
      searchPlaceholder={t('companies.searchPlaceholder')}
      emptyTitle={t('companies.empty')}
      emptyDescription={list.allowed.add ? t('companies.emptyDescription') : undefined}
    >
      {modal?.kind === 'add' ? <AddCompanyModal onClose={close} /> : null}
      {modal?.kind === 'edit' ? <EditCompanyModal company={modal.row} onClose={close} /> : null}
      {details ? <CompanyDetailsModal company={details} onClose={() => setDetails(null)} /> : null}
    </ListScreen>
  );
}
