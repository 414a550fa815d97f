import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { addEmployeeSchema, editEmployeeSchema } from './employee.schemas';

const BRANCH = '2f1d6c1e-9a3b-4c5d-8e7f-0a1b2c3d4e5f';
const OTHER_BRANCH = '7c1d6c1e-9a3b-4c5d-8e7f-0a1b2c3d4e5f';
const SECTION = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const OTHER_SECTION = '1b8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const picture = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

const validEmployee = () => ({
  username: 'خالد الشهري',
  section: SECTION,
  email: 'khaled@alrayyan-parts.sa',
  phone: '0501234567',
  dialCode: '+966',
  image: picture(),
});

const asManager = addEmployeeSchema({ choosesBranch: false });
const asCompany = addEmployeeSchema({ choosesBranch: true });

describe('add employee form', () => {
  it('accepts a complete employee from a manager, without a branch', () => {
    const result = submitForm(asManager, validEmployee());
    expect(result.status).toBe('success');
    expect(result.value).toMatchObject({ username: 'خالد الشهري', section: SECTION });
  });

  it('asks a company for the branch first', () => {
    expect(submitForm(asCompany, validEmployee()).errors.branch).toBe(
      'employees.validation.branchRequired',
    );
    expect(translate('ar', 'employees.validation.branchRequired')).toBe('يجب اختيار فرع');
    const chosen = submitForm(asCompany, { ...validEmployee(), branch: BRANCH });
    expect(chosen.status).toBe('success');
    expect(chosen.value).toMatchObject({ branch: BRANCH, section: SECTION });
  });

  it('requires the picture', () => {
    const { errors } = submitForm(asManager, { ...validEmployee(), image: undefined });
    expect(errors.image).toBe('employees.validation.imageRequired');
    expect(translate('ar', 'employees.validation.imageRequired')).toBe('يرجى تحميل صورة الموظف');
  });

  it('refuses an empty file as the picture', () => {
    const empty = new File([], 'empty.jpg', { type: 'image/jpeg' });
    expect(submitForm(asManager, { ...validEmployee(), image: empty }).errors.image).toBe(
      'employees.validation.imageRequired',
    );
  });

  it.each([
    ['username', '', 'employees.validation.nameRequired', 'اسم الموظف مطلوب'],
    ['username', 'خ', 'staff.validation.nameMin', 'يجب أن يتكون الاسم من حرفين على الأقل'],
    ['username', 'خ'.repeat(51), 'form.max50', 'يجب ألا يتجاوز 50 حرفًا'],
    ['section', '', 'employees.validation.sectionRequired', 'يجب اختيار قسم'],
    ['email', '', 'staff.validation.emailRequired', 'البريد الإلكتروني مطلوب'],
    ['email', 'khaled@', 'staff.validation.emailInvalid', 'يجب أن يكون بريد إلكتروني صالح'],
    [
      'email',
      `${'a'.repeat(22)}@parts.sa`,
      'staff.validation.emailMax30',
      'يجب ألا يتجاوز البريد الإلكتروني 30 حرفًا',
    ],
    ['phone', '', 'staff.validation.phoneRequired', 'رقم الجوال مطلوب'],
    ['phone', '050123456', 'staff.validation.phoneDigits', 'يجب أن يتكون رقم الجوال من 10 أرقام'],
    ['dialCode', '', 'form.dialCodeRequired', 'كود الدولة مطلوب'],
  ])('rejects %s = %j with "%s"', (field, value, key, arabic) => {
    const { status, errors } = submitForm(asManager, { ...validEmployee(), [field]: value });
    expect(status).toBe('error');
    expect(errors[field]).toBe(key);
    expect(translate('ar', key as Parameters<typeof translate>[1])).toBe(arabic);
  });
});

describe('edit employee form', () => {
  const saved = { email: 'khaled@alrayyan-parts.sa', branch: BRANCH, section: SECTION };

  it('lets a company leave every box empty', () => {
    const schema = editEmployeeSchema({ phoneRequired: false, saved });
    const result = submitForm(schema, { username: '', email: '', phone: '', dialCode: '+966' });
    expect(result.status).toBe('success');
  });

  it('keeps the phone required for a manager', () => {
    const schema = editEmployeeSchema({ phoneRequired: true, saved });
    expect(submitForm(schema, { phone: '' }).errors.phone).toBe('staff.validation.phoneRequired');
    expect(submitForm(schema, { phone: '0501234567' }).status).toBe('success');
  });

  it('checks a changed e-mail against 30 characters, but not the saved one left as it was', () => {
    const longSaved = { ...saved, email: `${'a'.repeat(30)}@parts.sa` };
    const schema = editEmployeeSchema({ phoneRequired: false, saved: longSaved });
    expect(submitForm(schema, { email: longSaved.email }).status).toBe('success');
    expect(submitForm(schema, { email: `${'b'.repeat(30)}@parts.sa` }).errors.email).toBe(
      'staff.validation.emailMax30',
    );
    expect(submitForm(schema, { email: 'not-an-email' }).errors.email).toBe(
      'staff.validation.emailInvalid',
    );
  });

  it('needs a section of the new branch when the branch changes', () => {
    const schema = editEmployeeSchema({ phoneRequired: false, saved });
    expect(submitForm(schema, { branch: OTHER_BRANCH }).errors.section).toBe(
      'employees.validation.sectionRequired',
    );
    expect(submitForm(schema, { branch: OTHER_BRANCH, section: SECTION }).errors.section).toBe(
      'employees.validation.sectionRequired',
    );
    expect(submitForm(schema, { branch: OTHER_BRANCH, section: OTHER_SECTION }).status).toBe(
      'success',
    );
    expect(submitForm(schema, { branch: BRANCH, section: SECTION }).status).toBe('success');
  });
});
