import { Readable } from 'node:stream';
import type { Database } from '../../db/client.js';
import { checkDayRange } from '../../db/business-days.js';
import { AppError } from '../../errors.js';
import { businessDateTime } from '../../lib/business-day.js';
import type { Clock } from '../../lib/clock.js';
import { BYTE_ORDER_MARK, csvHeaderLine, csvLine } from '../../lib/csv.js';
import type { Query } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import {
  auditActorsOf,
  auditEventBatch,
  listAuditEventPage,
  type AuditActorView,
  type AuditEventRow,
  type AuditFilters,
  type AuditLog,
} from './audit-events.repository.js';
import {
  AUDIT_ACTION_WORDS,
  AUDIT_ROLE_WORDS,
  AUDIT_TARGET_WORDS,
  auditChangeText,
  auditDetailsText,
} from './audit-words.js';
import type { AuditAction, AuditTargetType } from './audit-actions.js';
import { recordAuditEvent, type AuditDetails } from './record-audit-event.js';

export interface AuditDeps {
  db: Database;
  clock: Clock;
}

/** An admin reads its company's log, the superadmin the platform's; nobody else has one. */
export function auditLogOf(auth: AuthContext): AuditLog {
  if (auth.role === 'superadmin') return { kind: 'platform' };
  if (auth.role === 'admin' && auth.companyId)
    return { kind: 'company', companyId: auth.companyId };
  throw new AppError('FORBIDDEN');
}

function filtersOf(query: Query<'exportAuditEvents'>): AuditFilters {
  checkDayRange(query.from, query.to);
  return {
    ...(query.actorId ? { actorId: query.actorId } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
}

export async function listAuditEvents(
  { db }: AuditDeps,
  auth: AuthContext,
  query: Query<'listAuditEvents'>,
) {
  const log = auditLogOf(auth);
  return listAuditEventPage(db, log, filtersOf(query), { page: query.page, limit: query.limit });
}

export async function listAuditActors(
  { db }: AuditDeps,
  auth: AuthContext,
): Promise<{ actors: AuditActorView[] }> {
  return { actors: await auditActorsOf(db, auditLogOf(auth)) };
}

/** The CSV's headings, in the order of `csvCells`. */
const HEADINGS = [
  'التاريخ',
  'الشخص',
  'الدور',
  'الإجراء',
  'السجل',
  'التغييرات',
  'تفاصيل',
  'عنوان IP',
  'المتصفح',
];

/** Rows read per statement: a few milliseconds each, so other requests get the database between. */
export const AUDIT_EXPORT_BATCH = 500;

function csvCells(row: AuditEventRow): string[] {
  const target = row.targetType
    ? [AUDIT_TARGET_WORDS[row.targetType as AuditTargetType] ?? row.targetType, row.targetLabel]
        .filter(Boolean)
        .join(': ')
    : '';
  return [
    businessDateTime(row.createdAt),
    row.actorName ?? (row.actorId ? '' : 'غير معروف'),
    row.actorRole ? AUDIT_ROLE_WORDS[row.actorRole] : '',
    AUDIT_ACTION_WORDS[row.action as AuditAction] ?? row.action,
    target,
    row.changes.map(auditChangeText).join('؛ '),
    auditDetailsText(row.details),
    row.ip ?? '',
    row.userAgent ?? '',
  ];
}

/**
 * The caller's log (same filters as the list) as a CSV stream, read in keyset batches as the
 * client takes them: memory holds a batch, never the file. The export is itself recorded, with
 * its filters, before the first byte leaves.
 */
export async function exportAuditEvents(
  { db, clock }: AuditDeps,
  auth: AuthContext,
  query: Query<'exportAuditEvents'>,
): Promise<Readable> {
  const log = auditLogOf(auth);
  const filters = filtersOf(query);
  await recordAuditEvent(db, {
    companyId: log.kind === 'company' ? log.companyId : null,
    action: 'audit.exported',
    actor: auth,
    target: { type: 'audit_log', id: null, label: null },
    details: filters as AuditDetails,
    now: clock.now(),
  });
  async function* lines(): AsyncGenerator<string> {
    yield BYTE_ORDER_MARK + csvHeaderLine(HEADINGS);
    let cursor: { createdAt: Date; id: number } | null = null;
    for (;;) {
      const batch = await auditEventBatch(db, log, filters, cursor, AUDIT_EXPORT_BATCH);
      if (batch.length > 0) yield batch.map((row) => csvLine(csvCells(row))).join('');
      const last = batch.at(-1);
      if (!last || batch.length < AUDIT_EXPORT_BATCH) return;
      cursor = { createdAt: last.createdAt, id: last.id };
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
