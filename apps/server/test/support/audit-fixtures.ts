import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../src/db/rows.js';
import type { components } from '../../src/generated/contract-types.js';
import type { TestApp } from './test-app.js';

export type AuditEventBody = components['schemas']['AuditEvent'];

/** One page of the caller's audit log (checked against the contract by the client). */
export async function auditPage(
  t: TestApp,
  token: string,
  query: Record<string, string | number> = {},
): Promise<{ events: AuditEventBody[]; totalPages: number; totalPagesCapped: boolean }> {
  const search = new URLSearchParams(
    Object.entries({ limit: 30, ...query }).map(([key, value]): [string, string] => [
      key,
      String(value),
    ]),
  );
  const listed = await t.api.get(`/api/v1/audit-events?${search}`, { token });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json();
}

/** The newest event of an action in the caller's log. */
export async function newestEvent(
  t: TestApp,
  token: string,
  action: AuditEventBody['action'],
): Promise<AuditEventBody | undefined> {
  const { events } = await auditPage(t, token);
  return events.find((event) => event.action === action);
}

/** Every stored audit row as text, to look for what must never be there (secrets). */
export async function everyAuditRowText(t: TestApp): Promise<string> {
  const rows = rowsOf<{ row: string }>(
    await t.database.db.execute(
      sql`select row_to_json(audit_events)::text as row from audit_events`,
    ),
  );
  return rows.map((row) => row.row).join('\n');
}
