import type { Database } from '../../db/client.js';
import { fieldError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { inTransaction } from '../../db/transaction.js';
import { lockAuditedRecord, recordFieldChanges } from '../audit/index.js';
import type { AuthContext } from '../identity/index.js';
import { readEmployeeSalary, saveEmployeeSalary } from './salary.repository.js';

export async function getSalary(db: Database): Promise<{ salary: number }> {
  return { salary: await readEmployeeSalary(db) };
}

/** The contract bounds the amount; halalas are the smallest unit, so at most two decimals. */
export async function updateSalary(
  deps: { db: Database; clock: Clock },
  auth: AuthContext,
  salary: number,
): Promise<{ message: string; salary: number }> {
  if (Math.abs(Math.round(salary * 100) - salary * 100) > 1e-6) {
    throw fieldError('salary', 'الراتب: يقبل منزلتين عشريتين على الأكثر');
  }
  const saved = await inTransaction(deps.db, async (tx) => {
    await lockAuditedRecord(tx, 'salary');
    const before = await readEmployeeSalary(tx);
    const now = deps.clock.now();
    const after = await saveEmployeeSalary(tx, salary, now);
    await recordFieldChanges(tx, {
      companyId: null,
      action: 'salary.updated',
      actor: auth,
      target: { type: 'salary', id: null, label: null },
      before: [{ field: 'salary', format: 'number', value: before }],
      after: [{ field: 'salary', format: 'number', value: after }],
      now,
    });
    return after;
  });
  return { message: 'تم تحديث الاجور بنجاح', salary: saved };
}
