import { z } from 'zod';
import type { MessageKey } from '../../i18n/ar';
import { decimalPlaces, DECIMAL_TEXT, message, normalizeDecimal } from '../lists/form-rules';

/**
 * The monthly salary of one employee in SAR (contract: 0 to 1,000,000 with at most two decimals).
 * Arabic-Indic digits and the Arabic decimal separator, as Arabic keyboards type them, count as
 * figures. The first broken rule is the one reported.
 */
export const SALARY_MAX = 1_000_000;
/** "1000000.00" is the longest salary there is. */
export const SALARY_INPUT_MAX = 10;

export const salarySchema = z.object({
  salary: z.string({ error: message('salary.validation.required') }).transform((raw, context) => {
    const text = normalizeDecimal(raw);
    const fail = (key: MessageKey) => {
      context.addIssue({ code: 'custom', message: message(key) });
      return z.NEVER;
    };
    if (text === '') return fail('salary.validation.required');
    if (!DECIMAL_TEXT.test(text)) return fail('salary.validation.number');
    if (decimalPlaces(text) > 2) return fail('salary.validation.decimals');
    const salary = Number(text);
    if (salary > SALARY_MAX) return fail('salary.validation.max');
    return salary;
  }),
});
export type SalaryValues = z.output<typeof salarySchema>;
