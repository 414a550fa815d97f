import { describe, expect, it } from 'vitest';
import type { Profile } from '@taseer/api';
import type { MessageKey } from '../../i18n/ar';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { profileChanges } from './profile-changes';
import { profileSchema } from './profile.schemas';

const picture = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

const saved: Profile = {
  _id: '6f1e2a52-3f0c-4d8b-9a57-1c2d3e4f5a6b',
  username: 'مؤسسة النور لقطع الغيار',
  email: 'info@alnoor.sa',
  phone: { dialCode: '+966', number: '0551234567' },
  role: 'admin',
  image: null,
  description: null,
  defaultEmployeeCost: 200,
};

describe('profile form', () => {
  it('accepts an empty form: every field may be left as it is', () => {
    const result = submitForm(profileSchema, {
      username: '',
      email: '',
      phone: '',
      dialCode: '+966',
    });
    expect(result.status).toBe('success');
    expect(result.value).toEqual({ dialCode: '+966' });
  });

  it.each([
    ['username', 'ن', 'profile.validation.nameMin', 'يجب أن يتكون الاسم من حرفين على الأقل'],
    ['username', 'ن'.repeat(51), 'form.max50', 'يجب ألا يتجاوز 50 حرفًا'],
    ['email', 'info@', 'profile.validation.emailInvalid', 'البريد الإلكتروني غير صالح'],
    [
      'email',
      `${'a'.repeat(22)}@alnoor.sa`,
      'profile.validation.emailMax',
      'يجب ألا يتجاوز البريد الإلكتروني 30 حرفًا',
    ],
    [
      'phone',
      '055123456',
      'profile.validation.phoneDigits',
      'يجب أن يتكون رقم الجوال من 10 أرقام بدون رمز الدولة',
    ],
    [
      'phone',
      '+966551234567',
      'profile.validation.phoneDigits',
      'يجب أن يتكون رقم الجوال من 10 أرقام بدون رمز الدولة',
    ],
    ['dialCode', '966', 'form.dialCodeRequired', 'كود الدولة مطلوب'],
  ])('rejects %s = %j with %s', (field, value, key, arabic) => {
    const { status, errors } = submitForm(profileSchema, { [field]: value });
    expect(status).toBe('error');
    expect(errors[field]).toBe(key);
    expect(translate('ar', key as MessageKey)).toBe(arabic);
  });

  it('keeps a name of exactly 50 characters and an e-mail of exactly 30', () => {
    const result = submitForm(profileSchema, {
      username: 'ن'.repeat(50),
      email: `${'a'.repeat(20)}@alnoor.sa`,
    });
    expect(result.status).toBe('success');
  });
});

describe('what a profile save sends', () => {
  it('only the fields that changed', () => {
    expect(
      profileChanges(saved, {
        username: 'مؤسسة النور',
        email: saved.email!,
        phone: saved.phone.number,
        dialCode: '+966',
      }),
    ).toEqual({ username: 'مؤسسة النور' });
  });

  it('the phone with its dial code when either changed', () => {
    expect(profileChanges(saved, { phone: saved.phone.number, dialCode: '+971' })).toEqual({
      phone: { dialCode: '+971', number: '0551234567' },
    });
    expect(profileChanges(saved, { phone: '0559999999' })).toEqual({
      phone: { dialCode: '+966', number: '0559999999' },
    });
  });

  it('a chosen picture', () => {
    const image = picture();
    expect(profileChanges(saved, { image })).toEqual({ image });
  });

  it('nothing for emptied boxes', () => {
    expect(profileChanges(saved, {})).toEqual({});
  });

  it('a first e-mail for a profile that had none', () => {
    expect(profileChanges({ ...saved, email: null }, { email: 'new@alnoor.sa' })).toEqual({
      email: 'new@alnoor.sa',
    });
  });
});
