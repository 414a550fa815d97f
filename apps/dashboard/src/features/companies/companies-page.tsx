import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { imageUrl, type Company } from '@taseer/api';
import {
  Avatar,
  Button,
  formatNumber,
  IconButton,
  indexColumn,
  type DataTableColumn,
} from '@taseer/ui';
import { apiBaseUrl } from '../../config';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { useDeleteFlow } from '../lists/delete-flow';
import { ListScreen } from '../lists/list-screen';
import { presentText, TextOrNoData } from '../lists/no-data';
import { rowPermissions } from '../lists/row-permissions';
import { useListQuery } from '../lists/use-list-query';
import { companiesQueryOptions } from './api/list-companies';
import { COMPANY_DELETE_REFRESHES, deleteCompany } from './api/delete-company';
import { AddCompanyModal } from './add-company-modal';
import { CompanyDetailsModal } from './company-details-modal';
import { EditCompanyModal } from './edit-company-modal';

type OpenModal = { kind: 'add' } | { kind: 'edit' | 'details'; company: Company } | null;

/** /company (system manager): every company with its totals; add, details, edit, delete. */
export function CompaniesPage() {
  const { t, lang } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const allowed = rowPermissions(role, 'company');
  const query = useListQuery();
  const list = useQuery({ ...companiesQueryOptions(query), placeholderData: keepPreviousData });
  const [modal, setModal] = useState<OpenModal>(null);
  const close = () => setModal(null);
  const deletion = useDeleteFlow<Company>({
    remove: (company) => deleteCompany(company._id),
    invalidates: COMPANY_DELETE_REFRESHES,
    nameOf: (company) => presentText(company.username),
  });

  const nameOf = (company: Company) => presentText(company.username) ?? t('companies.unnamed');
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
          onClick={() => setModal({ kind: 'details', company })}
        >
          {t('companies.showDetails')}
        </Button>
      ),
    },
  ];

  const rowActions =
    allowed.edit || allowed.delete
      ? (company: Company) => (
          <>
            {allowed.edit ? (
              <IconButton
                label={t('list.edit', { name: nameOf(company) })}
                size="sm"
                // The edit form needs a name to start from (specification, section 2).
                disabled={!presentText(company.username)}
                onClick={() => setModal({ kind: 'edit', company })}
              >
                <Pencil />
              </IconButton>
            ) : null}
            {allowed.delete ? (
              <IconButton
                label={t('list.delete', { name: nameOf(company) })}
                size="sm"
                className="text-danger hover:bg-danger-soft"
                onClick={() => deletion.request(company)}
              >
                <Trash2 />
              </IconButton>
            ) : null}
          </>
        )
      : undefined;

  return (
    <ListScreen<Company>
      title={t('page.companies.title')}
      query={query}
      columns={columns}
      rows={list.data?.admins ?? []}
      getRowId={(company) => company._id}
      totalPages={list.data?.totalPages}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      rowActions={rowActions}
      onAdd={allowed.add ? () => setModal({ kind: 'add' }) : undefined}
      addLabel={t('companies.add')}
      searchPlaceholder={t('companies.searchPlaceholder')}
      emptyTitle={t('companies.empty')}
      emptyDescription={allowed.add ? t('companies.emptyDescription') : undefined}
      deletion={deletion}
    >
      {modal?.kind === 'add' ? <AddCompanyModal onClose={close} /> : null}
      {modal?.kind === 'edit' ? <EditCompanyModal company={modal.company} onClose={close} /> : null}
      {modal?.kind === 'details' ? (
        <CompanyDetailsModal company={modal.company} onClose={close} />
      ) : null}
    </ListScreen>
  );
}
