import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { addManagerSchema } from './manager.schemas';
import { STAFF_FORM_FIELDS } from './staff.schemas';
import { PhoneField, TextField } from '../../shared/forms/form-fields';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';

/** The manager form's name, e-mail and phone boxes, as they show after `lastResult`. */
function ManagerBoxes({ lastResult }: { lastResult: SubmissionResult<string[]> }) {
  const [, fields] = useForm({
    id: 'add-manager',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addManagerSchema }),
  });
  return [
    createElement(TextField, { key: 'n', meta: fields.username, label: 'الاسم' }),
    createElement(TextField, { key: 'e', meta: fields.email, label: 'البريد الإلكتروني' }),
    createElement(PhoneField, {
      key: 'p',
      phone: fields.phone,
      dialCode: fields.dialCode,
      label: 'رقم الجوال',
      initial: { dialCode: '+966', number: '0500000099' },
    }),
  ];
}

/** What the form shows once the server refused a save with `errors`. */
function afterRefusal(errors: { field: string; message: string }[]): string {
  const formData = new FormData();
  for (const [name, value] of Object.entries({
    username: 'فهد العتيبي',
    email: 'fahad@example.com',
    phone: '0500000099',
    dialCode: '+966',
  })) {
    formData.append(name, value);
  }
  const submission = parseWithZod(formData, { schema: addManagerSchema });
  const lastResult = submission.reply({
    fieldErrors: serverFieldErrors(errors, STAFF_FORM_FIELDS),
  });
  return renderToStaticMarkup(createElement(ManagerBoxes, { lastResult }));
}

/** The message shown under the box of `name` (its error, which the box is described by). */
function errorUnder(html: string, name: string): string | undefined {
  const box = new RegExp(`<input [^>]*id="add-manager-${name}" [^>]*aria-invalid="true"`);
  if (!box.test(html)) return undefined;
  return new RegExp(`id="add-manager-${name}-error" role="alert"[^>]*>([^<]*)<`).exec(html)?.[1];
}

describe('a save the server refused for a taken value', () => {
  it('shows the message under the phone box, the other boxes clean', () => {
    const html = afterRefusal([{ field: 'phone', message: 'رقم الجوال مسجل مسبقًا' }]);
    expect(errorUnder(html, 'phone')).toBe('رقم الجوال مسجل مسبقًا');
    expect(errorUnder(html, 'email')).toBeUndefined();
    expect(errorUnder(html, 'username')).toBeUndefined();
  });

  it('shows a taken e-mail under the e-mail box, and a badly shaped number under the phone', () => {
    const html = afterRefusal([{ field: 'email', message: 'البريد الإلكتروني مسجل مسبقًا' }]);
    expect(errorUnder(html, 'email')).toBe('البريد الإلكتروني مسجل مسبقًا');
    expect(errorUnder(html, 'phone')).toBeUndefined();
    const shaped = afterRefusal([
      { field: 'phone.number', message: 'يجب أن يتكون رقم الجوال من 10 أرقام' },
    ]);
    expect(errorUnder(shaped, 'phone')).toBe('يجب أن يتكون رقم الجوال من 10 أرقام');
  });
});
