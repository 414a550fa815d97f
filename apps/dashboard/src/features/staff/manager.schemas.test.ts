import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { addManagerSchema, editManagerSchema } from './manager.schemas';

const BRANCH_ID = '2f1d6c1e-9a3b-4c5d-8e7f-0a1b2c3d4e5f';
const picture = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

const validManager = () => ({
  username: 'فهد العتيبي',
  email: 'fahad@alrayyan-parts.sa',
  phone: '0501234567',
  dialCode: '+966',
});

describe('add manager form', () => {
  it('accepts a manager without a picture or a branch, trimmed', () => {
    const result = submitForm(addManagerSchema, {
      ...validManager(),
      username: '  فهد العتيبي ',
      branch: '',
    });
    expect(result.status).toBe('success');
    expect(result.value).toEqual(validManager());
  });

  it('keeps the chosen branch and picture', () => {
    const image = picture();
    const result = submitForm(addManagerSchema, { ...validManager(), branch: BRANCH_ID, image });
    expect(result.value).toMatchObject({ branch: BRANCH_ID, image });
  });

  it.each([
    ['username', '', 'managers.validation.nameRequired', 'اسم المدير مطلوب'],
    ['username', '   ', 'managers.validation.nameRequired', 'اسم المدير مطلوب'],
    ['username', 'ف', 'staff.validation.nameMin', 'يجب أن يتكون الاسم من حرفين على الأقل'],
    ['username', 'ف'.repeat(51), 'form.max50', 'يجب ألا يتجاوز 50 حرفًا'],
    ['email', '', 'staff.validation.emailRequired', 'البريد الإلكتروني مطلوب'],
    ['email', 'fahad@', 'staff.validation.emailInvalid', 'يجب أن يكون بريد إلكتروني صالح'],
    ['email', 'fahad.parts.sa', 'staff.validation.emailInvalid', 'يجب أن يكون بريد إلكتروني صالح'],
    [
      'email',
      `${'a'.repeat(42)}@parts.sa`,
      'staff.validation.emailMax50',
      'يجب ألا يتجاوز البريد الإلكتروني 50 حرفًا',
    ],
    ['phone', '', 'staff.validation.phoneRequired', 'رقم الجوال مطلوب'],
    ['phone', '050123456', 'staff.validation.phoneDigits', 'يجب أن يتكون رقم الجوال من 10 أرقام'],
    ['phone', '05012345678', 'staff.validation.phoneDigits', 'يجب أن يتكون رقم الجوال من 10 أرقام'],
    ['phone', '05012a4567', 'staff.validation.phoneDigits', 'يجب أن يتكون رقم الجوال من 10 أرقام'],
    ['dialCode', '', 'form.dialCodeRequired', 'كود الدولة مطلوب'],
    ['dialCode', '966', 'form.dialCodeRequired', 'كود الدولة مطلوب'],
  ])('rejects %s = %j with "%s"', (field, value, key, arabic) => {
    const { status, errors } = submitForm(addManagerSchema, { ...validManager(), [field]: value });
    expect(status).toBe('error');
    expect(errors[field]).toBe(key);
    expect(translate('ar', key as Parameters<typeof translate>[1])).toBe(arabic);
  });

  it('accepts an e-mail of exactly 50 characters', () => {
    const email = `${'a'.repeat(41)}@parts.sa`;
    expect(email).toHaveLength(50);
    expect(submitForm(addManagerSchema, { ...validManager(), email }).status).toBe('success');
  });
});

describe('edit manager form', () => {
  it('accepts an empty form: empty boxes are left out', () => {
    const result = submitForm(editManagerSchema, {
      username: '',
      email: '',
      phone: '',
      dialCode: '+966',
      branch: '',
    });
    expect(result.status).toBe('success');
    expect(result.value).toEqual({ dialCode: '+966' });
  });

  it.each([
    ['username', 'ف', 'staff.validation.nameMin'],
    ['username', 'ف'.repeat(51), 'form.max50'],
    ['email', 'fahad@', 'staff.validation.emailInvalid'],
    ['email', `${'a'.repeat(42)}@parts.sa`, 'staff.validation.emailMax50'],
    ['phone', '05012345', 'staff.validation.phoneDigits'],
  ])('still checks a filled %s = %j ("%s")', (field, value, key) => {
    expect(submitForm(editManagerSchema, { [field]: value }).errors[field]).toBe(key);
  });
});
