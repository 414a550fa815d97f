import type { Database } from '../../db/client.js';
import { fieldError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { readEmployeeSalary, saveEmployeeSalary } from './salary.repository.js';

export async function getSalary(db: Database): Promise<{ salary: number }> {
  return { salary: await readEmployeeSalary(db) };
}

/** The contract bounds the amount; halalas are the smallest unit, so at most two decimals. */
export async function updateSalary(
  deps: { db: Database; clock: Clock },
  salary: number,
): Promise<{ message: string; salary: number }> {
  if (Math.abs(Math.round(salary * 100) - salary * 100) > 1e-6) {
    throw fieldError('salary', 'الراتب: يقبل منزلتين عشريتين على الأكثر');
  }
  const saved = await saveEmployeeSalary(deps.db, salary, deps.clock.now());
  return { message: 'تم تحديث الاجور بنجاح', salary: saved };
}
