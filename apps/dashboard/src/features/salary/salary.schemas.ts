import { z } from 'zod';
import { wageText } from '../../shared/forms/wage-rule';

/**
 * The monthly salary of one employee in SAR, which new companies take as their wage: the same rule
 * as the company form's wage (lists/wage-rule.ts), 10 to 999,999 riyals with at most two decimals.
 */
export const salarySchema = z.object({
  salary: wageText.transform(Number),
});
export type SalaryValues = z.output<typeof salarySchema>;
