import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../i18n/ar';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { salarySchema } from './salary.schemas';

describe('salary form', () => {
  it.each([
    ['200', 200],
    ['199.5', 199.5],
    ['10', 10],
    ['999999.99', 999_999.99],
    ['٢٥٠٫٥٠', 250.5],
    [' 300 ', 300],
  ])('reads %j as %d SAR', (typed, salary) => {
    expect(submitForm(salarySchema, { salary: typed })).toMatchObject({
      status: 'success',
      value: { salary },
    });
  });

  const range = 'يجب أن يكون الأجر من 10 إلى 999,999 ريال';
  it.each([
    ['', 'wage.validation.required', 'الأجر مطلوب'],
    ['   ', 'wage.validation.required', 'الأجر مطلوب'],
    ['2OO', 'wage.validation.number', 'أدخل الأجر أرقامًا فقط، مثل 200 أو 199.50'],
    ['-5', 'wage.validation.number', 'أدخل الأجر أرقامًا فقط، مثل 200 أو 199.50'],
    ['1e3', 'wage.validation.number', 'أدخل الأجر أرقامًا فقط، مثل 200 أو 199.50'],
    ['1,000', 'wage.validation.number', 'أدخل الأجر أرقامًا فقط، مثل 200 أو 199.50'],
    ['20.555', 'wage.validation.decimals', 'يجب ألا يتجاوز الأجر خانتين عشريتين'],
    // The company form refuses these wages: the salary new companies take follows the same rule.
    ['5', 'wage.validation.range', range],
    ['0', 'wage.validation.range', range],
    ['1000000', 'wage.validation.range', range],
  ])('refuses %j with %s', (typed, key, arabic) => {
    expect(submitForm(salarySchema, { salary: typed }).errors.salary).toBe(key);
    expect(translate('ar', key as MessageKey)).toBe(arabic);
  });

  it('asks for the salary when the box is missing', () => {
    expect(submitForm(salarySchema, {}).errors.salary).toBe('wage.validation.required');
  });
});
