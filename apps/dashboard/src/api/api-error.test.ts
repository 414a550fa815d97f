import { describe, expect, it } from 'vitest';
import { ApiRequestError, errorCode, errorKind, errorMessage, unwrap } from './api-error';

const fallbacks = { network: 'تعذّر الاتصال بالخادم', generic: 'حدث خطأ غير متوقع' };

function answer(status: number, body: unknown) {
  const response = new Response(null, { status });
  return status < 400 ? { data: body, response } : { error: body, response };
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
