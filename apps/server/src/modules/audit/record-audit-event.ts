import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Role } from '../identity/index.js';
import type { RequestOrigin } from '../../lib/request-origin.js';
import {
  AUDIT_ACTION_KINDS,
  type AuditAction,
  type AuditChange,
  type AuditTargetType,
} from './audit-actions.js';
import { changesBetween, type AuditField } from './audit-changes.js';

/** Who acted, and from where (a signed-in request's `AuthContext` is one). */
export interface AuditActor {
  userId: string;
  role: Role;
  origin?: RequestOrigin;
}

export interface AuditTarget {
  type: AuditTargetType;
  id: string | null;
  /** The record's name now, kept when it is renamed or deleted. */
  label: string | null;
}

export type AuditDetails = Record<string, string | number | boolean | null>;

export interface AuditEventToRecord {
  /** The company whose log it belongs to; null for the platform's. */
  companyId: string | null;
  action: AuditAction;
  /** Null when nobody known acted (a failed sign-in by a number no account has). */
  actor: AuditActor | null;
  target?: AuditTarget | null;
  changes?: readonly AuditChange[];
  details?: AuditDetails;
  /** Where the request came from; the actor's by default. */
  origin?: RequestOrigin | null;
  now: Date;
}

/**
 * Appends one event to the audit log, inside the transaction of the change it records (pass that
 * transaction as `tx`), so the log holds exactly the changes that committed. The actor's name is
 * read in the same statement and kept: the log says who it was even after a rename or deletion.
 * Values of secrets must never be passed here (see audit-changes.ts, `secretChange`).
 */
export async function recordAuditEvent(tx: Database, event: AuditEventToRecord): Promise<void> {
  const origin = event.origin ?? event.actor?.origin ?? null;
  const actorId = event.actor?.userId ?? null;
  await tx.execute(sql`
    insert into audit_events
      (company_id, action, kind, actor_id, actor_role, actor_name, target_type, target_id,
       target_label, changes, details, ip, user_agent, created_at)
    values (${event.companyId}::uuid, ${event.action}, ${AUDIT_ACTION_KINDS[event.action]},
            ${actorId}::uuid, ${event.actor?.role ?? null}::role,
            (select username from users where id = ${actorId}::uuid),
            ${event.target?.type ?? null}, ${event.target?.id ?? null},
            ${event.target?.label ?? null},
            ${JSON.stringify(event.changes ?? [])}::jsonb, ${JSON.stringify(event.details ?? {})}::jsonb,
            ${origin?.ip ?? null}, ${origin?.userAgent ?? null},
            ${event.now.toISOString()}::timestamptz)
  `);
}

/**
 * Serialises the audited changes of one record (a company's settings row, which may not exist
 * yet to be locked) until the transaction ends, so each change's "before" is what the change
 * really replaced, even when two saves race.
 */
export async function lockAuditedRecord(tx: Database, record: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${record}, 0))`);
}

/**
 * Records a record created (`before` null), changed or deleted (`after` null) with the fields
 * that differ. A change that changed nothing is not recorded: saving a form as it was is no
 * change.
 */
export async function recordFieldChanges(
  tx: Database,
  event: Omit<AuditEventToRecord, 'changes'> & {
    before: readonly AuditField[] | null;
    after: readonly AuditField[] | null;
    /** Changes the fields cannot show (a secret replaced by another). */
    also?: readonly AuditChange[];
  },
): Promise<void> {
  const { before, after, also, ...rest } = event;
  const changes = [...changesBetween(before, after), ...(also ?? [])];
  if (before && after && changes.length === 0) return;
  await recordAuditEvent(tx, { ...rest, changes });
}
