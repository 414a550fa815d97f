import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { platformSettings } from '../../db/schema.js';

/** What the platform charges per employee until the superadmin sets a salary (spec §9). */
export const DEFAULT_EMPLOYEE_SALARY = 200;

/** The monthly employee salary in SAR. */
export async function readEmployeeSalary(db: Database): Promise<number> {
  const [row] = await db
    .select({ salary: platformSettings.employeeSalary })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
    .limit(1);
  return row ? Number(row.salary) : DEFAULT_EMPLOYEE_SALARY;
}

export async function saveEmployeeSalary(db: Database, salary: number, now: Date): Promise<number> {
  const value = salary.toFixed(2);
  const [row] = await db
    .insert(platformSettings)
    .values({ id: 1, employeeSalary: value, updatedAt: now })
    .onConflictDoUpdate({
      target: platformSettings.id,
      set: { employeeSalary: value, updatedAt: now },
    })
    .returning({ salary: platformSettings.employeeSalary });
  if (!row) throw new Error('the salary just saved cannot be read back');
  return Number(row.salary);
}
