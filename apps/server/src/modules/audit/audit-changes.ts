import type { AuditChange, AuditFormat, AuditValue } from './audit-actions.js';

/**
 * What a secret's change keeps: that one is set, never what it is. Replacing a secret with
 * another one shows "set" on both sides; the change itself says it was replaced.
 */
export const SECRET_SET = 'set';

/** One field of a record to compare: its name in the log, how to read it, its value. */
export interface AuditField {
  field: string;
  format: AuditFormat;
  value: AuditValue;
  item?: string | null;
}

/** A field before and after, as one change. */
export function change(
  field: string,
  format: AuditFormat,
  before: AuditValue,
  after: AuditValue,
  item: string | null = null,
): AuditChange {
  return { field, format, item, before, after };
}

/** A secret's change: whether one was set before and after, never its value. */
export function secretChange(field: string, hadOne: boolean, hasOne: boolean): AuditChange {
  return change(field, 'secret', hadOne ? SECRET_SET : null, hasOne ? SECRET_SET : null);
}

function same(a: AuditValue, b: AuditValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields whose value differs between two states of a record (absent on one side reads as
 * null), in the order of `after`'s fields then those only `before` has.
 */
export function changesBetween(
  before: readonly AuditField[] | null,
  after: readonly AuditField[] | null,
): AuditChange[] {
  const key = (field: AuditField) => `${field.field}\u0000${field.item ?? ''}`;
  const earlier = new Map((before ?? []).map((field) => [key(field), field]));
  const later = new Map((after ?? []).map((field) => [key(field), field]));
  const changes: AuditChange[] = [];
  for (const [name, now] of later) {
    const was = earlier.get(name)?.value ?? null;
    if (!same(was, now.value)) {
      changes.push(change(now.field, now.format, was, now.value, now.item ?? null));
    }
  }
  for (const [name, was] of earlier) {
    if (!later.has(name) && was.value !== null) {
      changes.push(change(was.field, was.format, was.value, null, was.item ?? null));
    }
  }
  return changes;
}
