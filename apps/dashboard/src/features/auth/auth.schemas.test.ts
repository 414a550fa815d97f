import { describe, expect, it } from 'vitest';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import {
  loginSchema,
  otpSchema,
  otpToCode,
  registerConstraint,
  registerSchema,
} from './auth.schemas';
import { parseForm } from './parse-form';
import { translate } from '../../i18n/translate';

const validSignUp = {
  username: 'قطع غيار الخليج',
  email: 'info@gulfparts.sa',
  phone: '0501234567',
  dialCode: '+966',
};

/** The first message for one field, as the form shows it. */
function firstError(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('registration rules', () => {
  it('accepts a complete company sign-up and trims the name and e-mail', () => {
    const result = registerSchema.safeParse({
      ...validSignUp,
      username: '  قطع غيار الخليج ',
      email: ' info@gulfparts.sa ',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual(validSignUp);
  });

  it.each([
    ['username', undefined, 'validation.nameRequired', 'Name is required.'],
    ['username', '   ', 'validation.nameRequired', 'Name is required.'],
    ['username', 'مح', 'validation.nameMin', 'Name must contain at least 3 characters.'],
    ['username', 'م'.repeat(31), 'validation.nameMax', 'Name must not exceed 30 characters.'],
    ['email', undefined, 'validation.emailRequired', 'E-mail is required.'],
    ['email', 'info@', 'validation.emailInvalid', 'Please enter a valid e-mail.'],
    ['email', 'gulfparts.sa', 'validation.emailInvalid', 'Please enter a valid e-mail.'],
    [
      'email',
      `${'a'.repeat(22)}@parts.sa`,
      'validation.emailMax',
      'E-mail must not exceed 30 characters.',
    ],
    ['phone', undefined, 'validation.phoneRequired', 'Mobile number is required.'],
    ['phone', '050123456', 'validation.phoneDigits', 'Mobile number must contain 10 digits.'],
    ['phone', '05012345678', 'validation.phoneDigits', 'Mobile number must contain 10 digits.'],
    ['phone', '05012345a7', 'validation.phoneDigits', 'Mobile number must contain 10 digits.'],
    ['dialCode', undefined, 'validation.dialCodeRequired', 'Country code is required.'],
  ])('rejects %s = %j with "%s"', (field, value, key, english) => {
    const result = registerSchema.safeParse({ ...validSignUp, [field]: value });
    expect(result.success).toBe(false);
    expect(firstError(result, field)).toBe(key);
    // The key is the specification's English text in the English catalogue.
    expect(translate('en', key as 'validation.nameRequired')).toBe(english);
  });

  it('keeps a name of exactly 3 and of exactly 30 characters', () => {
    expect(registerSchema.safeParse({ ...validSignUp, username: 'أبس' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...validSignUp, username: 'ب'.repeat(30) }).success).toBe(
      true,
    );
  });
});

describe('login rules', () => {
  it('accepts a Saudi mobile number with its dial code', () => {
    expect(loginSchema.safeParse({ phone: '0500000001', dialCode: '+966' }).success).toBe(true);
    // Typed without its leading 0, a local mobile is the same number.
    expect(loginSchema.safeParse({ phone: '500000001', dialCode: '+966' }).data?.phone).toBe(
      '0500000001',
    );
    expect(registerSchema.safeParse({ ...validSignUp, phone: '501234567' }).data?.phone).toBe(
      '0501234567',
    );
  });

  it.each([
    ['phone', undefined, 'validation.phoneRequired'],
    ['phone', '55512345', 'validation.phoneDigits'],
    ['dialCode', undefined, 'validation.dialCodeRequired'],
    ['dialCode', '966', 'validation.dialCodeRequired'],
  ])('rejects %s = %j with %s', (field, value, key) => {
    const result = loginSchema.safeParse({ phone: '0500000001', dialCode: '+966', [field]: value });
    expect(firstError(result, field)).toBe(key);
  });
});

describe('one-time code rules', () => {
  it('accepts four single digits and joins them for the API', () => {
    const result = otpSchema.safeParse({ otp: ['4', '0', '7', '1'] });
    expect(result.success).toBe(true);
    expect(otpToCode(result.data?.otp ?? [])).toBe('4071');
  });

  it('says "Must be a digit" for a box holding a letter or two digits', () => {
    expect(firstError(otpSchema.safeParse({ otp: ['4', 'a', '7', '1'] }), 'otp.1')).toBe(
      'validation.otpDigit',
    );
    expect(firstError(otpSchema.safeParse({ otp: ['4', '0', '77', '1'] }), 'otp.2')).toBe(
      'validation.otpDigit',
    );
  });

  it('asks for 4 digits when boxes are missing or empty', () => {
    expect(firstError(otpSchema.safeParse({ otp: ['4', '0', '7'] }), 'otp')).toBe(
      'validation.otpLength',
    );
    expect(firstError(otpSchema.safeParse({}), 'otp')).toBe('validation.otpLength');
    expect(firstError(otpSchema.safeParse({ otp: ['4', undefined, '7', '1'] }), 'otp.1')).toBe(
      'validation.otpLength',
    );
  });
});

describe('as the sign-up form submits them', () => {
  function submit(fields: Record<string, string>) {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.append(name, value);
    return parseForm(formData, { schema: registerSchema });
  }

  it('reports every empty field as required', () => {
    const submission = submit({ username: '', email: '', phone: '', dialCode: '' });
    expect(submission.status).toBe('error');
    const errors = submission.reply().error ?? {};
    expect(errors.username?.[0]).toBe('validation.nameRequired');
    expect(errors.email?.[0]).toBe('validation.emailRequired');
    expect(errors.phone?.[0]).toBe('validation.phoneRequired');
    expect(errors.dialCode?.[0]).toBe('validation.dialCodeRequired');
  });

  it('turns a valid form into the values the API needs', () => {
    const submission = submit(validSignUp);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual(validSignUp);
  });

  it('reads the code boxes as a list', () => {
    const formData = new FormData();
    for (const [index, digit] of ['1', '9', '', '3'].entries())
      formData.append(`otp[${index}]`, digit);
    const errors = parseForm(formData, { schema: otpSchema }).reply().error ?? {};
    expect(errors['otp[2]']?.[0]).toBe('validation.otpLength');
  });

  // parse-form.ts stands in for conform's zod helper on the sign-in screens: same answers.
  it.each([
    ['sign-up', registerSchema, { username: '', email: 'x@', phone: '05', dialCode: '' }],
    ['sign-up', registerSchema, { ...validSignUp, username: ' مح ' }],
    ['sign-up', registerSchema, validSignUp],
    ['sign-in', loginSchema, { phone: '0500000001', dialCode: '+966' }],
    ['sign-in', loginSchema, { phone: ' ', dialCode: '966' }],
    ['code', otpSchema, { 'otp[0]': '1', 'otp[1]': '', 'otp[2]': 'x', 'otp[3]': '33' }],
    ['code', otpSchema, { 'otp[0]': '1', 'otp[1]': '2' }],
    ['code', otpSchema, { 'otp[0]': '4', 'otp[1]': '0', 'otp[2]': '7', 'otp[3]': '1' }],
  ] as const)('reads a %s form as conform reads it (%j)', (_, schema, fields) => {
    const formData = () => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return data;
    };
    const ours = parseForm(formData(), { schema });
    const conform = parseWithZod(formData(), { schema });
    expect(ours.status).toBe(conform.status);
    expect(ours.reply()).toEqual(conform.reply());
    if (ours.status === 'success' && conform.status === 'success')
      expect(ours.value).toEqual(conform.value);
  });

  it('marks the sign-up inputs required, as conform derived it from the rules', () => {
    expect(registerConstraint).toEqual({
      username: { required: true },
      email: { required: true },
      phone: { required: true },
      dialCode: { required: true },
    });
    expect(getZodConstraint(registerSchema)).toMatchObject(registerConstraint);
  });
});
