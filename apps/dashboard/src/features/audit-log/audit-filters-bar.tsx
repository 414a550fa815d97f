import { useId, useState } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { Role } from '@taseer/api';
import { Badge, Button, cn, Field, Select } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { DayField } from '../../shared/forms/day-field';
import { riyadhToday } from '../../shared/stats/recent-days';
import { auditActorsQueryOptions } from './api/list-audit-actors';
import {
  isRangeReversed,
  kindsFor,
  type AuditFilters,
  type AuditFiltersChange,
} from './audit-filters';
import { KIND_TEXTS } from './audit-views';

const ALL = 'all';
const FILTER_WIDTH = 'min-w-0 sm:w-44';

interface AuditFiltersBarProps {
  role: Role | null | undefined;
  filters: AuditFilters;
  onChange: (change: AuditFiltersChange) => void;
  onClear: () => void;
  count: number;
}

/**
 * The log's filters: the person (everyone who appears in the log, people since deleted too),
 * the kind of change and the days (Riyadh). On a phone they fold behind a button that counts
 * those in force, and open by themselves when a day needs correcting.
 */
export function AuditFiltersBar({ role, filters, onChange, onClear, count }: AuditFiltersBarProps) {
  const { t } = useI18n();
  const groupId = useId();
  const [opened, setOpened] = useState(false);
  const actors = useQuery(auditActorsQueryOptions());
  const today = riyadhToday();
  const reversed = isRangeReversed(filters.from, filters.to);
  const open = opened || reversed;
  const people = (actors.data?.actors ?? []).map((actor) => ({
    id: actor._id,
    value: `${actor.name ?? t('role.unknown')} · ${t(`role.${actor.role}`)}`,
  }));
  // A person chosen by address but no longer in the list still reads as chosen.
  const knownPerson = !filters.actorId || people.some((person) => person.id === filters.actorId);
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        className="self-start sm:hidden"
        icon={<SlidersHorizontal aria-hidden="true" />}
        aria-expanded={open}
        aria-controls={groupId}
        onClick={() => setOpened(!open)}
      >
        {t('audit.filters')}
        {count > 0 ? <Badge size="sm">{count}</Badge> : null}
      </Button>
      <div
        id={groupId}
        role="group"
        aria-label={t('audit.filters')}
        className={cn(
          'grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap',
          !open && 'max-sm:hidden',
        )}
      >
        <Field label={t('audit.filter.person')} className={cn(FILTER_WIDTH, 'col-span-2 sm:w-56')}>
          <Select
            value={filters.actorId ?? ALL}
            disabled={actors.isPending}
            onValueChange={(id) => onChange({ actorId: id === ALL ? undefined : id })}
            options={[
              { id: ALL, value: t('audit.filter.personAll') },
              ...people,
              ...(knownPerson
                ? []
                : [{ id: filters.actorId!, value: t('audit.filter.personGone') }]),
            ]}
          />
        </Field>
        <Field label={t('audit.filter.kind')} className={cn(FILTER_WIDTH, 'col-span-2 sm:w-48')}>
          <Select
            value={filters.kind ?? ALL}
            onValueChange={(id) =>
              onChange({
                kind: id === ALL ? undefined : kindsFor(role).find((kind) => kind === id),
              })
            }
            options={[
              { id: ALL, value: t('audit.filter.kindAll') },
              ...kindsFor(role).map((kind) => ({ id: kind, value: t(KIND_TEXTS[kind]) })),
            ]}
          />
        </Field>
        <DayField
          label={t('audit.filter.from')}
          value={filters.from}
          max={filters.to ?? today}
          onCommit={(from) => onChange({ from })}
          className={FILTER_WIDTH}
        />
        <DayField
          label={t('audit.filter.to')}
          value={filters.to}
          min={filters.from}
          max={today}
          error={reversed ? t('audit.filter.reversed') : undefined}
          onCommit={(to) => onChange({ to })}
          className={FILTER_WIDTH}
        />
        {count > 0 ? (
          <Button
            variant="ghost"
            icon={<X aria-hidden="true" />}
            onClick={onClear}
            className="col-span-2 justify-self-start sm:self-end"
          >
            {t('audit.filter.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
