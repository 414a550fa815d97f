import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Download, FilterX, History } from 'lucide-react';
import { can } from '@taseer/api';
import { Badge, Button, EmptyState, formatDate, type DataTableColumn } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { userAtom } from '../../session/session.atoms';
import { ListScreen } from '../../shared/lists/list-screen';
import { useListQuery } from '../../shared/lists/use-list-query';
import { exportAuditEvents } from './api/export-audit-events';
import { AUDIT_EVENTS_KEY, auditEventsQueryOptions } from './api/list-audit-events';
import { AuditChanges } from './audit-changes';
import { countAuditFilters, isRangeReversed } from './audit-filters';
import { AuditFiltersBar } from './audit-filters-bar';
import type { AuditEvent } from './audit-types';
import { ACTION_TEXTS, detailTexts, shortUserAgent, targetText } from './audit-views';
import { useAuditFilters } from './use-audit-filters';

/**
 * /audit-log: who changed what, when and from where. A company reads its own log (its
 * organisation, prices, settings, integrations, sign-ins and exports); the superadmin the
 * platform's (companies, the salary, its sign-ins and exports). Filtered by person, kind and
 * days in the address, paged, exported as CSV with the same filters.
 */
export function AuditLogPage() {
  const role = useAtomValue(userAtom)?.role;
  if (!can(role, 'audit.read')) return <NotAllowedPage titleKey="page.auditLog.title" />;
  return <AuditLogScreen />;
}

function AuditLogScreen() {
  const { t, lang } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const query = useListQuery();
  const { filters, change, clear } = useAuditFilters();
  const reversed = isRangeReversed(filters.from, filters.to);
  const count = countAuditFilters(filters);
  const list = useQuery({
    ...auditEventsQueryOptions({ page: query.page, limit: query.limit, ...filters }),
    placeholderData: keepPreviousData,
    // A first day after the last is said under its box; the server is not asked.
    enabled: !reversed,
  });
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const download = useMutation({
    mutationFn: () => exportAuditEvents(filters),
    onError: showError,
    // The export is recorded in the log itself.
    onSuccess: () => client.invalidateQueries({ queryKey: AUDIT_EVENTS_KEY }),
  });
  const rows = reversed ? [] : (list.data?.events ?? []);

  const columns: DataTableColumn<AuditEvent>[] = [
    {
      key: 'what',
      header: t('audit.column.what'),
      card: 'title',
      width: '9rem',
      cell: (event) => (
        <span className="flex flex-col gap-0.5">
          <span className="font-medium text-fg">{t(ACTION_TEXTS[event.action])}</span>
          {detailTexts(event, t, lang).map((text) => (
            <span key={text} className="text-xs font-normal text-fg-muted">
              <bdi>{text}</bdi>
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'when',
      header: t('audit.column.when'),
      nowrap: true,
      // The day over its time in the table; one line in a card.
      cell: (event) => (
        <time dateTime={event.createdAt} className="flex flex-col max-md:block">
          <span>{formatDate(event.createdAt, { locale: lang, style: 'date' })}</span>
          {/* A real space: without it the bidi algorithm joins the year and the hour. */}{' '}
          <span className="text-fg-muted">
            {formatDate(event.createdAt, { locale: lang, style: 'time' })}
          </span>
        </time>
      ),
    },
    {
      key: 'who',
      header: t('audit.column.who'),
      width: '10rem',
      cell: (event) =>
        event.actor ? (
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
            <bdi>{event.actor.name ?? t('role.unknown')}</bdi>
            <Badge size="sm" tone="neutral">
              {t(`role.${event.actor.role}`)}
            </Badge>
          </span>
        ) : (
          <span className="text-fg-muted">{t('audit.unknownPerson')}</span>
        ),
    },
    {
      key: 'record',
      header: t('audit.column.record'),
      width: '11rem',
      // A URL or a long name breaks anywhere rather than widening the table.
      cell: (event) => (
        <bdi className="[overflow-wrap:anywhere]">{targetText(event.target, t)}</bdi>
      ),
    },
    {
      key: 'changes',
      header: t('audit.column.changes'),
      // On a phone, under the card's lines at its full width, folded.
      card: 'actions',
      cell: (event) => <AuditChanges changes={event.changes} action={event.action} />,
    },
    {
      key: 'from',
      header: t('audit.column.from'),
      width: '8rem',
      cell: (event) => {
        const browser = shortUserAgent(event.userAgent);
        return (
          <span className="flex flex-col gap-0.5">
            <span>
              <bdi dir="ltr" className="tabular-nums">
                {event.ip ?? '—'}
              </bdi>
            </span>
            {browser ? (
              <span className="text-xs text-fg-muted">
                <bdi dir="ltr" title={event.userAgent ?? undefined}>
                  {browser}
                </bdi>
              </span>
            ) : null}
          </span>
        );
      },
    },
  ];

  const platform = role === 'superadmin';
  const empty =
    count > 0 && !reversed ? (
      <EmptyState
        icon={<FilterX />}
        title={t('audit.filteredEmpty')}
        description={t('audit.filteredEmptyDescription')}
        action={
          <Button variant="outline" onClick={clear}>
            {t('audit.filter.clear')}
          </Button>
        }
      />
    ) : reversed ? (
      <EmptyState icon={<FilterX />} title={t('audit.reversedEmpty')} />
    ) : (
      <EmptyState
        icon={<History />}
        title={t('audit.empty')}
        description={t(platform ? 'audit.emptyPlatform' : 'audit.emptyCompany')}
      />
    );

  return (
    <ListScreen<AuditEvent>
      title={t('page.auditLog.title')}
      query={query}
      columns={columns}
      rows={rows}
      getRowId={(event) => event._id}
      totalPages={reversed ? undefined : list.data?.totalPages}
      totalPagesCapped={list.data?.totalPagesCapped}
      loading={list.isFetching}
      error={reversed ? null : list.error}
      onRetry={() => void list.refetch()}
      searchable={false}
      emptyTitle={t('audit.empty')}
      empty={empty}
      actions={
        <Button
          variant="outline"
          icon={<Download aria-hidden="true" />}
          aria-label={t('audit.exportLabel')}
          loading={download.isPending}
          disabled={rows.length === 0}
          onClick={() => download.mutate()}
        >
          {t('audit.export')}
        </Button>
      }
      toolbar={
        <AuditFiltersBar
          role={role}
          filters={filters}
          onChange={change}
          onClear={clear}
          count={count}
        />
      }
    />
  );
}
