import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/api-error';
import { isNotActivated, needsNewCode } from './code-errors';

const refused = (code: string, status = 400) =>
  new ApiRequestError(status, 'رسالة الخادم', [], code);

describe('needsNewCode', () => {
  it.each(['OTP_LOCKED', 'OTP_EXPIRED', 'OTP_USED', 'OTP_NOT_FOUND'])(
    'says a new code is needed after %s',
    (code) => expect(needsNewCode(refused(code))).toBe(true),
  );

  it('keeps the code after a wrong try that leaves more tries', () => {
    expect(needsNewCode(refused('OTP_INVALID'))).toBe(false);
  });

  it('keeps it when the answer was about something else or never came', () => {
    expect(needsNewCode(refused('TOO_MANY_REQUESTS', 429))).toBe(false);
    expect(needsNewCode(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('isNotActivated', () => {
  it('recognises a login of a number never confirmed', () => {
    expect(isNotActivated(refused('ACCOUNT_NOT_ACTIVATED', 403))).toBe(true);
    expect(isNotActivated(refused('USER_NOT_FOUND', 404))).toBe(false);
  });
});
