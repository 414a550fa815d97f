import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { checkWage, WAGE_INPUT_MAX } from './wage-rule';

describe('the one wage rule (company form and /salary)', () => {
  it.each([
    ['10', '10'],
    ['200', '200'],
    ['199.50', '199.5'],
    ['999999', '999999'],
    ['999999.99', '999999.99'],
    ['٢٥٠٫٥٠', '250.5'],
    [' 300 ', '300'],
    ['0200', '200'],
  ])('takes %j as %s riyals', (typed, text) => {
    expect(checkWage(typed)).toEqual({ ok: true, text });
  });

  it.each([
    ['5', 'wage.validation.range'],
    ['05', 'wage.validation.range'],
    ['9.99', 'wage.validation.range'],
    ['0', 'wage.validation.range'],
    ['1000000', 'wage.validation.range'],
    ['20.555', 'wage.validation.decimals'],
    ['2OO', 'wage.validation.number'],
    ['-50', 'wage.validation.number'],
    ['1,000', 'wage.validation.number'],
    ['', 'wage.validation.required'],
  ])('refuses %j with %s', (typed, key) => {
    expect(checkWage(typed)).toEqual({ ok: false, key });
  });

  it('says the rule in the words of the company form: 2 to 6 digits, 10 to 999,999 riyals', () => {
    expect(translate('ar', 'wage.validation.range')).toBe(
      'يجب أن يكون الأجر من 10 إلى 999,999 ريال',
    );
    expect(WAGE_INPUT_MAX).toBe('999999.99'.length);
  });
});
