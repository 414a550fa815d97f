import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../i18n/ar';
import { translate } from '../../i18n/translate';
import { submitForm } from '../lists/form-test-helpers';
import { salarySchema } from './salary.schemas';

describe('salary form', () => {
  it.each([
    ['200', 200],
    ['199.5', 199.5],
    ['0.75', 0.75],
    ['0', 0],
    ['1000000', 1_000_000],
    ['٢٥٠٫٥٠', 250.5],
    [' 300 ', 300],
  ])('reads %j as %d SAR', (typed, salary) => {
    expect(submitForm(salarySchema, { salary: typed })).toMatchObject({
      status: 'success',
      value: { salary },
    });
  });

  it.each([
    ['', 'salary.validation.required', 'الأجر مطلوب'],
    ['   ', 'salary.validation.required', 'الأجر مطلوب'],
    ['2OO', 'salary.validation.number', 'أدخل الأجر أرقامًا فقط، مثل 200 أو 199.50'],
    ['-5', 'salary.validation.number', 'أدخل الأجر أرقامًا فقط، مثل 200 أو 199.50'],
    ['1e3', 'salary.validation.number', 'أدخل الأجر أرقامًا فقط، مثل 200 أو 199.50'],
    ['1,000', 'salary.validation.number', 'أدخل الأجر أرقامًا فقط، مثل 200 أو 199.50'],
    ['20.555', 'salary.validation.decimals', 'يجب ألا يتجاوز الأجر خانتين عشريتين'],
    ['1000000.01', 'salary.validation.max', 'يجب ألا يتجاوز الأجر مليون ريال'],
  ])('refuses %j with %s', (typed, key, arabic) => {
    expect(submitForm(salarySchema, { salary: typed }).errors.salary).toBe(key);
    expect(translate('ar', key as MessageKey)).toBe(arabic);
  });

  it('asks for the salary when the box is missing', () => {
    expect(submitForm(salarySchema, {}).errors.salary).toBe('salary.validation.required');
  });
});
