import { and, count, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { businessDayStart } from '../../db/business-days.js';
import { rowsOf } from '../../db/rows.js';
import { auditEvents } from '../../db/schema.js';
import {
  cappedPages,
  countCapOf,
  offsetOf,
  type PageCount,
  type PageRequest,
} from '../../lib/paging.js';
import type { components } from '../../generated/contract-types.js';
import type { AuditKind } from './audit-actions.js';

export type AuditEventView = components['schemas']['AuditEvent'];
export type AuditActorView = components['schemas']['AuditActor'];

/** Whose log: a company's, or the platform's (events of no company). */
export type AuditLog = { kind: 'company'; companyId: string } | { kind: 'platform' };

export interface AuditFilters {
  actorId?: string;
  kind?: AuditKind;
  /** Riyadh days, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

const columns = {
  id: auditEvents.id,
  action: auditEvents.action,
  kind: auditEvents.kind,
  actorId: auditEvents.actorId,
  actorRole: auditEvents.actorRole,
  actorName: auditEvents.actorName,
  targetType: auditEvents.targetType,
  targetId: auditEvents.targetId,
  targetLabel: auditEvents.targetLabel,
  changes: auditEvents.changes,
  details: auditEvents.details,
  ip: auditEvents.ip,
  userAgent: auditEvents.userAgent,
  createdAt: auditEvents.createdAt,
};

export type AuditEventRow = Awaited<ReturnType<typeof selectEvents>>[number];

function selectEvents(db: Database) {
  return db.select(columns).from(auditEvents);
}

export function toAuditEventView(row: AuditEventRow): AuditEventView {
  return {
    _id: String(row.id),
    action: row.action as AuditEventView['action'],
    kind: row.kind as AuditEventView['kind'],
    actor:
      row.actorId && row.actorRole
        ? { _id: row.actorId, name: row.actorName, role: row.actorRole }
        : null,
    target: row.targetType
      ? {
          type: row.targetType as NonNullable<AuditEventView['target']>['type'],
          _id: row.targetId,
          label: row.targetLabel,
        }
      : null,
    changes: row.changes,
    details: row.details,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
  };
}

function ofLog(log: AuditLog): SQL {
  return log.kind === 'platform'
    ? isNull(auditEvents.companyId)
    : eq(auditEvents.companyId, log.companyId);
}

function matching(log: AuditLog, filters: AuditFilters): SQL | undefined {
  return and(
    ofLog(log),
    filters.actorId ? eq(auditEvents.actorId, filters.actorId) : undefined,
    filters.kind ? eq(auditEvents.kind, filters.kind) : undefined,
    filters.from ? gte(auditEvents.createdAt, sql`${businessDayStart(filters.from)}`) : undefined,
    filters.to ? lt(auditEvents.createdAt, sql`${businessDayStart(filters.to, 1)}`) : undefined,
  );
}

/** The order of every index of the table: newest first, the id breaking ties. */
const NEWEST_FIRST = [
  sql`${auditEvents.createdAt} desc nulls last`,
  sql`${auditEvents.id} desc nulls last`,
];

/**
 * One page of a log, newest first, read along the index its filter starts with (company and
 * day, person or kind), and its pages counted the same way up to the cap (lib/paging.ts).
 */
export async function listAuditEventPage(
  db: Database,
  log: AuditLog,
  filters: AuditFilters,
  page: PageRequest,
): Promise<{ events: AuditEventView[] } & PageCount> {
  const where = matching(log, filters);
  const rows = await selectEvents(db)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .offset(offsetOf(page));
  const capped = db
    .select({ one: sql`1` })
    .from(auditEvents)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(countCapOf(page))
    .as('counted');
  const [total] = await db.select({ value: count() }).from(capped);
  return { events: rows.map(toAuditEventView), ...cappedPages(total?.value ?? 0, page) };
}

/** Where a batch of the export starts: after this event, in the log's order. */
export interface AuditCursor {
  createdAt: Date;
  id: number;
}

/** The next `size` events of a log after `cursor` (from the newest without one), by key. */
export async function auditEventBatch(
  db: Database,
  log: AuditLog,
  filters: AuditFilters,
  cursor: AuditCursor | null,
  size: number,
): Promise<AuditEventRow[]> {
  const after = cursor
    ? or(
        lt(auditEvents.createdAt, cursor.createdAt),
        and(eq(auditEvents.createdAt, cursor.createdAt), lt(auditEvents.id, cursor.id)),
      )
    : undefined;
  return selectEvents(db)
    .where(and(matching(log, filters), after))
    .orderBy(...NEWEST_FIRST)
    .limit(size);
}

/** At most this many people are offered by the person filter. */
const MAX_ACTORS = 500;

/**
 * Everyone who acted in a log, with the name and role of their latest event. The distinct ids
 * are walked along the (company, actor) index one jump each (a loose index scan), so a log of
 * many sign-ins costs as many steps as people, not as rows.
 */
export async function auditActorsOf(db: Database, log: AuditLog): Promise<AuditActorView[]> {
  const inLog = (alias: string) =>
    log.kind === 'platform'
      ? sql.raw(`${alias}.company_id is null`)
      : sql`${sql.raw(`${alias}.company_id`)} = ${log.companyId}::uuid`;
  const result = await db.execute(sql`
    with recursive walk(actor_id, steps) as (
      (select e.actor_id, 1 from audit_events e
        where ${inLog('e')} and e.actor_id is not null
        order by e.actor_id limit 1)
      union all
      select (select e.actor_id from audit_events e
               where ${inLog('e')} and e.actor_id > walk.actor_id
               order by e.actor_id limit 1),
             walk.steps + 1
      from walk
      where walk.actor_id is not null and walk.steps < ${MAX_ACTORS}
    )
    select walk.actor_id as "id", latest.actor_name as "name", latest.actor_role as "role"
    from walk
    cross join lateral (
      select e.actor_name, e.actor_role from audit_events e
      where ${inLog('e')} and e.actor_id = walk.actor_id
      order by e.created_at desc nulls last, e.id desc nulls last
      limit 1
    ) latest
    where walk.actor_id is not null and latest.actor_role is not null
    order by latest.actor_name, walk.actor_id
  `);
  return rowsOf<{ id: string; name: string | null; role: AuditActorView['role'] }>(result).map(
    (row) => ({ _id: row.id, name: row.name, role: row.role }),
  );
}
