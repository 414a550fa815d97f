import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors';

describe("a refused save's field errors", () => {
  const fields = ['vatNumber', 'messageTemplate', 'deliveryFee'];

  it('go under the fields the form has, in the order the server gave them', () => {
    expect(
      serverFieldErrors(
        [
          { field: 'messageTemplate', message: 'يجب أن تتضمن الرسالة {link}' },
          { field: 'vatNumber', message: 'الرقم الضريبي 15 رقمًا يبدأ بالرقم 3 وينتهي به' },
          { field: 'messageTemplate', message: 'متغير غير معروف في الرسالة: {name}' },
        ],
        fields,
      ),
    ).toEqual({
      messageTemplate: ['يجب أن تتضمن الرسالة {link}', 'متغير غير معروف في الرسالة: {name}'],
      vatNumber: ['الرقم الضريبي 15 رقمًا يبدأ بالرقم 3 وينتهي به'],
    });
  });

  it('go under the box of a nested field', () => {
    expect(
      serverFieldErrors(
        [
          { field: 'phone.number', message: 'يجب أن يتكون رقم الجوال من 10 أرقام' },
          { field: 'email', message: 'البريد الإلكتروني مسجل مسبقًا' },
        ],
        ['username', 'email', 'phone', 'dialCode'],
      ),
    ).toEqual({
      phone: ['يجب أن يتكون رقم الجوال من 10 أرقام'],
      email: ['البريد الإلكتروني مسجل مسبقًا'],
    });
  });

  it('leave problems of fields the form does not have to the toast', () => {
    expect(serverFieldErrors([{ field: '(body)', message: 'حقل غير معروف' }], fields)).toEqual({});
    expect(serverFieldErrors([], fields)).toEqual({});
  });
});
