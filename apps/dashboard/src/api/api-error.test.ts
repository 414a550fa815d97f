import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { langAtom } from '../i18n/i18n';
import { sessionStore } from '../session/session.atoms';
import {
  ApiRequestError,
  errorCode,
  errorKind,
  errorMessage,
  orderMovedOn,
  unwrap,
} from './api-error';

const fallbacks = { network: 'تعذّر الاتصال بالخادم', generic: 'حدث خطأ غير متوقع' };

function answer(status: number, body: unknown, headers?: HeadersInit) {
  const response = new Response(null, { status, headers });
  return status < 400 ? { data: body, response } : { error: body, response };
}

function refusal(status: number, body: unknown, headers?: HeadersInit): unknown {
  try {
    unwrap(answer(status, body, headers));
  } catch (error) {
    return error;
  }
  throw new Error('the answer was not refused');
}

describe('unwrap', () => {
  it('hands back the data of a successful answer', () => {
    expect(unwrap(answer(200, { message: 'تم إرسال الرمز', otpExpires: 60 }))).toEqual({
      message: 'تم إرسال الرمز',
      otpExpires: 60,
    });
  });

  it('throws the server message with the status of a refused answer', () => {
    const refused = () => unwrap(answer(409, { message: 'رقم الجوال مستخدم بالفعل' }));
    expect(refused).toThrow(ApiRequestError);
    expect(refused).toThrow('رقم الجوال مستخدم بالفعل');
    try {
      refused();
    } catch (error) {
      expect((error as ApiRequestError).status).toBe(409);
    }
  });
});

describe('errorMessage', () => {
  it('shows what the server said', () => {
    expect(errorMessage(new ApiRequestError(400, 'رمز التحقق غير صحيح'), fallbacks)).toBe(
      'رمز التحقق غير صحيح',
    );
    expect(errorMessage({ message: 'انتهت صلاحية الرمز' }, fallbacks)).toBe('انتهت صلاحية الرمز');
  });

  it('says the server could not be reached when fetch itself failed', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), fallbacks)).toBe(fallbacks.network);
  });

  it('falls back to a general message when the answer carried none', () => {
    expect(errorMessage(new ApiRequestError(502, ''), fallbacks)).toBe(fallbacks.generic);
    expect(errorMessage({ message: '  ' }, fallbacks)).toBe(fallbacks.generic);
    expect(errorMessage('boom', fallbacks)).toBe(fallbacks.generic);
  });
});

describe('errorCode', () => {
  it('keeps the code the server named, to branch on', () => {
    const refused = () =>
      unwrap(
        answer(403, {
          code: 'ACCOUNT_NOT_ACTIVATED',
          message: 'الحساب غير مفعّل بعد، أكمل التفعيل برمز التحقق المرسل إلى جوالك',
        }),
      );
    expect(refused).toThrow(ApiRequestError);
    try {
      refused();
    } catch (error) {
      expect(errorCode(error)).toBe('ACCOUNT_NOT_ACTIVATED');
    }
    expect(errorCode({ code: 'OTP_LOCKED', message: 'اطلب رمزًا جديدًا' })).toBe('OTP_LOCKED');
  });

  it('has none for a failure without one', () => {
    expect(errorCode(new ApiRequestError(502, ''))).toBeUndefined();
    expect(errorCode(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('errorKind', () => {
  it('files every answer about the code under one kind, so the newest replaces the rest', () => {
    const wrong = new ApiRequestError(400, 'تبقى لديك 3 محاولات', [], 'OTP_INVALID');
    const locked = new ApiRequestError(400, 'اطلب رمزًا جديدًا', [], 'OTP_LOCKED');
    expect(errorKind(wrong)).toBe(errorKind(locked));
  });

  it('keeps other kinds apart', () => {
    const taken = new ApiRequestError(409, 'رقم الجوال مسجل مسبقًا', [], 'PHONE_TAKEN');
    const wrong = new ApiRequestError(400, 'رمز التحقق غير صحيح', [], 'OTP_INVALID');
    expect(errorKind(taken)).not.toBe(errorKind(wrong));
    expect(errorKind(new TypeError('Failed to fetch'))).toBe('network');
  });
});

describe('errorMessage on the English screens', () => {
  const english = { network: 'Could not reach the server.', generic: 'Something went wrong.' };

  beforeEach(() => sessionStore.set(langAtom, 'en'));
  afterEach(() => sessionStore.set(langAtom, 'ar'));

  it('says in English what the code names, not the Arabic message', () => {
    const taken = refusal(409, { code: 'PHONE_TAKEN', message: 'رقم الجوال مسجل مسبقًا' });
    expect(errorMessage(taken, english)).toBe('This mobile number is already registered.');
    const locked = { code: 'OTP_LOCKED', message: 'تجاوزت عدد المحاولات المسموح بها لهذا الرمز' };
    expect(errorMessage(locked, english)).toBe(
      'Too many wrong tries for this code. Request a new one.',
    );
  });

  it('says how long to wait when the answer names it, and stays faithful when it does not', () => {
    const body = { code: 'TOO_MANY_REQUESTS', message: 'حاول مرة أخرى بعد 5 دقائق' };
    expect(errorMessage(refusal(429, body, { 'Retry-After': '270' }), english)).toBe(
      'Too many attempts. Please try again in 5 minutes.',
    );
    expect(errorMessage(refusal(429, body, { 'Retry-After': '1' }), english)).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(errorMessage(refusal(429, body), english)).toBe(
      'Too many attempts. Please try again later.',
    );
  });

  it("falls back to the caller's English for a code newer than this build or no code at all", () => {
    const newer = refusal(409, { code: 'SOMETHING_NEW', message: 'رسالة من خادم أحدث' });
    expect(errorMessage(newer, english)).toBe(english.generic);
    expect(errorMessage({ message: 'رسالة بلا رمز' }, english)).toBe(english.generic);
    expect(errorMessage(new ApiRequestError(502, ''), english)).toBe(english.generic);
    expect(errorMessage(new TypeError('Failed to fetch'), english)).toBe(english.network);
  });

  it('keeps the Arabic message, with its live count, on the Arabic screens', () => {
    sessionStore.set(langAtom, 'ar');
    const wrong = { code: 'OTP_INVALID', message: 'رمز التحقق غير صحيح، تبقى لديك 3 محاولات' };
    expect(errorMessage(wrong, fallbacks)).toBe(wrong.message);
    const newer = { code: 'SOMETHING_NEW', message: 'رسالة من خادم أحدث' };
    expect(errorMessage(newer, fallbacks)).toBe(newer.message);
  });

  it("reads a taken value's field error in English too, but leaves validation messages alone", () => {
    const message = 'رقم الجوال مسجل مسبقًا';
    const taken = refusal(409, {
      code: 'PHONE_TAKEN',
      message,
      errors: [{ field: 'phone', message }],
    });
    expect((taken as ApiRequestError).errors).toEqual([
      { field: 'phone', message: 'This mobile number is already registered.' },
    ]);
    const invalid = refusal(400, {
      code: 'VALIDATION_FAILED',
      message: 'يجب أن يتكون رقم الجوال من 10 أرقام',
      errors: [{ field: 'phone.number', message: 'يجب أن يتكون رقم الجوال من 10 أرقام' }],
    });
    expect((invalid as ApiRequestError).errors[0]?.message).toBe(
      'يجب أن يتكون رقم الجوال من 10 أرقام',
    );
    sessionStore.set(langAtom, 'ar');
    expect((taken as ApiRequestError).errors[0]?.message).toBe(message);
  });
});

describe('orderMovedOn', () => {
  it('is decided by the code: a colleague or the customer got to the order first', () => {
    expect(orderMovedOn(new ApiRequestError(409, 'held', [], 'ORDER_CLAIMED'))).toBe(true);
    expect(orderMovedOn(new ApiRequestError(409, 'priced', [], 'ORDER_NOT_PENDING'))).toBe(true);
    expect(orderMovedOn(new ApiRequestError(409, 'answered', [], 'QUOTE_CLOSED'))).toBe(true);
  });

  it('is not every 409: a company without a branch for its manager has nothing to refresh', () => {
    expect(orderMovedOn(new ApiRequestError(409, 'no branch', [], 'NO_BRANCH_ASSIGNED'))).toBe(
      false,
    );
    expect(orderMovedOn(new ApiRequestError(403, 'no', [], 'FORBIDDEN'))).toBe(false);
  });

  it('judges a refusal without a code by its status, and a lost request never', () => {
    expect(orderMovedOn(new ApiRequestError(409, 'conflict'))).toBe(true);
    expect(orderMovedOn(new ApiRequestError(400, 'bad'))).toBe(false);
    expect(orderMovedOn(new TypeError('Failed to fetch'))).toBe(false);
  });
});
