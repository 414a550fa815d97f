import { can, type Section } from '@taseer/api';
import { formatNumber, indexColumn, type DataTableColumn } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { ListScreen } from '../../shared/lists/list-screen';
import { TextOrNoData } from '../../shared/lists/no-data';
import { useResourceList } from '../../shared/lists/use-resource-list';
import { sectionsQueryOptions } from './api/list-sections';
import { deleteSection, SECTION_CHANGE_REFRESHES } from './api/section-mutations';
import { SectionFormModal } from './section-form-modal';

/** /sections: the sections within reach with their branch and counts (and company, for the system manager). */
export function SectionsPage() {
  const { t, lang } = useI18n();
  const list = useResourceList({
    resource: 'section',
    queryOptions: sectionsQueryOptions,
    rowsOf: (answer) => answer.sections,
    rowId: (section) => section._id,
    nameOf: (section) => section.sectionName,
    remove: (section) => deleteSection(section._id),
    invalidates: SECTION_CHANGE_REFRESHES,
    deletedMessage: t('sections.deleted'),
  });
  const { query, modal, close } = list;
  const choosesBranch = can(list.role, 'branch.choose');
  const showsCompany = list.role === 'superadmin';

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

  return (
    <ListScreen<Section>
      {...list.screen}
      title={t('page.sections.title')}
      columns={columns}
      addLabel={t('sections.add')}
      searchPlaceholder={t('sections.searchPlaceholder')}
      emptyTitle={t('sections.empty')}
      emptyDescription={list.allowed.add ? t('sections.emptyDescription') : undefined}
    >
      {modal?.kind === 'add' ? (
        <SectionFormModal choosesBranch={choosesBranch} onClose={close} />
      ) : null}
      {modal?.kind === 'edit' ? (
        <SectionFormModal section={modal.row} choosesBranch={choosesBranch} onClose={close} />
      ) : null}
    </ListScreen>
  );
}
