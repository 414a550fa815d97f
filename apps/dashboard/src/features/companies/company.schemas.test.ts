import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { addCompanySchema, editCompanySchema } from './company.schemas';

const logo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

const validCompany = () => ({
  username: 'شركة قطع غيار الرياض',
  email: 'info@riyadhparts.sa',
  phone: '0501234567',
  dialCode: '+966',
  description: 'قطع غيار أصلية لسيارات تويوتا ولكزس',
  image: logo(),
});

describe('add company form', () => {
  it('accepts a complete company', () => {
    const result = submitForm(addCompanySchema, validCompany());
    expect(result.status).toBe('success');
    expect(result.value).toMatchObject({ username: 'شركة قطع غيار الرياض', dialCode: '+966' });
  });

  it('says "هذا الحقل مطلوب" for each empty text field', () => {
    const { errors } = submitForm(addCompanySchema, {
      username: '',
      email: ' ',
      phone: '',
      dialCode: '+966',
      description: '',
    });
    for (const field of ['username', 'email', 'phone', 'description']) {
      expect(errors[field]).toBe('form.required');
    }
    expect(translate('ar', 'form.required')).toBe('هذا الحقل مطلوب');
  });

  it.each([
    ['username', 'ش'.repeat(51), 'form.max50', 'يجب ألا يتجاوز 50 حرفًا'],
    ['email', 'info@', 'companies.validation.emailInvalid', 'البريد الإلكتروني غير صالح'],
    ['email', 'riyadhparts.sa', 'companies.validation.emailInvalid', 'البريد الإلكتروني غير صالح'],
    [
      'email',
      `${'a'.repeat(22)}@parts.sa`,
      'companies.validation.emailMax',
      'يجب ألا يتجاوز البريد الإلكتروني 30 حرفًا',
    ],
    [
      'phone',
      '050123456',
      'companies.validation.phoneDigits',
      'يجب أن يكون رقم الجوال مكونًا من 10 أرقام',
    ],
    [
      'phone',
      '05012345678',
      'companies.validation.phoneDigits',
      'يجب أن يكون رقم الجوال مكونًا من 10 أرقام',
    ],
    ['dialCode', '', 'form.dialCodeRequired', 'كود الدولة مطلوب'],
    [
      'description',
      'و'.repeat(501),
      'companies.validation.descriptionMax',
      'يجب ألا يتجاوز الوصف 500 حرف',
    ],
  ])('rejects %s = %j with %s', (field, value, key, arabic) => {
    const { status, errors } = submitForm(addCompanySchema, { ...validCompany(), [field]: value });
    expect(status).toBe('error');
    expect(errors[field]).toBe(key);
    expect(translate('ar', key as 'form.max50')).toBe(arabic);
  });

  it('keeps a name of exactly 50 characters', () => {
    expect(
      submitForm(addCompanySchema, { ...validCompany(), username: 'ش'.repeat(50) }).status,
    ).toBe('success');
  });

  it('asks for the logo with "يرجى تحميل الشعار"', () => {
    const withoutLogo = submitForm(addCompanySchema, { ...validCompany(), image: undefined });
    expect(withoutLogo.errors.image).toBe('companies.validation.logoRequired');
    const emptyFile = submitForm(addCompanySchema, {
      ...validCompany(),
      image: new File([], '', { type: 'application/octet-stream' }),
    });
    expect(emptyFile.errors.image).toBe('companies.validation.logoRequired');
    expect(translate('ar', 'companies.validation.logoRequired')).toBe('يرجى تحميل الشعار');
  });
});

describe('edit company form', () => {
  it('accepts an empty form: nothing is required and nothing empty is kept', () => {
    const result = submitForm(editCompanySchema, {
      username: '',
      email: '',
      phone: '',
      dialCode: '+966',
      description: '',
      defaultEmployeeCost: '',
    });
    expect(result.status).toBe('success');
    expect(result.value).toEqual({ dialCode: '+966' });
  });

  it('keeps the add rules for what is filled in', () => {
    const { errors } = submitForm(editCompanySchema, {
      username: 'ش'.repeat(51),
      email: 'not-an-email',
      phone: '12345',
    });
    expect(errors).toMatchObject({
      username: 'form.max50',
      email: 'companies.validation.emailInvalid',
      phone: 'companies.validation.phoneDigits',
    });
  });

  it.each([
    ['2', 'wage.validation.range'],
    ['1234567', 'wage.validation.range'],
    ['2OO', 'wage.validation.number'],
    ['20.555', 'wage.validation.decimals'],
  ])('rejects the wage %j with %s', (wage, key) => {
    expect(
      submitForm(editCompanySchema, { defaultEmployeeCost: wage }).errors.defaultEmployeeCost,
    ).toBe(key);
  });

  it.each(['20', '200', '250.50', '999999', '999999.99'])('accepts the wage %j', (wage) => {
    expect(submitForm(editCompanySchema, { defaultEmployeeCost: wage }).status).toBe('success');
  });
});
