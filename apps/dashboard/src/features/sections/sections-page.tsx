import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Pencil, Trash2 } from 'lucide-react';
import { can, type Section } from '@taseer/api';
import { formatNumber, IconButton, indexColumn, type DataTableColumn } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { useDeleteFlow } from '../lists/delete-flow';
import { ListScreen } from '../lists/list-screen';
import { TextOrNoData } from '../lists/no-data';
import { rowPermissions } from '../lists/row-permissions';
import { useListQuery } from '../lists/use-list-query';
import { sectionsQueryOptions } from './api/list-sections';
import { deleteSection, SECTION_CHANGE_REFRESHES } from './api/section-mutations';
import { SectionFormModal } from './section-form-modal';

type OpenModal = { kind: 'add' } | { kind: 'edit'; section: Section } | null;

/** /sections: the sections within reach with their branch and counts (and company, for the system manager). */
export function SectionsPage() {
  const { t, lang } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const allowed = rowPermissions(role, 'section');
  const choosesBranch = can(role, 'branch.choose');
  const showsCompany = role === 'superadmin';
  const query = useListQuery();
  const list = useQuery({ ...sectionsQueryOptions(query), placeholderData: keepPreviousData });
  const [modal, setModal] = useState<OpenModal>(null);
  const close = () => setModal(null);
  const deletion = useDeleteFlow<Section>({
    remove: (section) => deleteSection(section._id),
    invalidates: SECTION_CHANGE_REFRESHES,
    nameOf: (section) => section.sectionName,
    successMessage: t('sections.deleted'),
  });

  const count = (value: number) => formatNumber(value, { locale: lang });
  const columns: DataTableColumn<Section>[] = [
    indexColumn<Section>(query.page, query.limit),
    {
      key: 'name',
      header: t('sections.column.name'),
      card: 'title',
      cell: (section) => <span className="font-medium text-fg">{section.sectionName}</span>,
    },
    ...(showsCompany
      ? [
          {
            key: 'company',
            header: t('sections.column.company'),
            cell: (section: Section) => <TextOrNoData value={section.companyName} />,
          },
        ]
      : []),
    {
      key: 'branch',
      header: t('sections.column.branch'),
      cell: (section) => <TextOrNoData value={section.branchName} />,
    },
    {
      key: 'employees',
      header: t('sections.column.employees'),
      nowrap: true,
      cell: (s) => count(s.agentCount),
    },
    {
      key: 'messages',
      header: t('sections.column.messages'),
      nowrap: true,
      cell: (s) => count(s.messageCount),
    },
  ];

  const rowActions =
    allowed.edit || allowed.delete
      ? (section: Section) => (
          <>
            {allowed.edit ? (
              <IconButton
                label={t('list.edit', { name: section.sectionName })}
                size="sm"
                onClick={() => setModal({ kind: 'edit', section })}
              >
                <Pencil />
              </IconButton>
            ) : null}
            {allowed.delete ? (
              <IconButton
                label={t('list.delete', { name: section.sectionName })}
                size="sm"
                className="text-danger hover:bg-danger-soft"
                onClick={() => deletion.request(section)}
              >
                <Trash2 />
              </IconButton>
            ) : null}
          </>
        )
      : undefined;

  return (
    <ListScreen<Section>
      title={t('page.sections.title')}
      query={query}
      columns={columns}
      rows={list.data?.sections ?? []}
      getRowId={(section) => section._id}
      totalPages={list.data?.totalPages}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      rowActions={rowActions}
      onAdd={allowed.add ? () => setModal({ kind: 'add' }) : undefined}
      addLabel={t('sections.add')}
      searchPlaceholder={t('sections.searchPlaceholder')}
      emptyTitle={t('sections.empty')}
      emptyDescription={allowed.add ? t('sections.emptyDescription') : undefined}
      deletion={deletion}
    >
      {modal?.kind === 'add' ? (
        <SectionFormModal choosesBranch={choosesBranch} onClose={close} />
      ) : null}
      {modal?.kind === 'edit' ? (
        <SectionFormModal section={modal.section} choosesBranch={choosesBranch} onClose={close} />
      ) : null}
    </ListScreen>
  );
}
