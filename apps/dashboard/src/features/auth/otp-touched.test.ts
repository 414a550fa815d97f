import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import { otpSchema } from './auth.schemas';
import { touchBoxes, visibleOtpError } from './otp-touched';

const none = [false, false, false, false];

/** The errors conform holds for the code after validating these digits, keyed as it keys them. */
function errorsFor(digits: string[]): Record<string, string[]> {
  const formData = new FormData();
  digits.forEach((digit, index) => formData.append(`otp[${index}]`, digit));
  const submission = parseWithZod(formData, { schema: otpSchema });
  return (submission.reply().error ?? {}) as Record<string, string[]>;
}

describe('touchBoxes', () => {
  it('touches the box a digit was typed into, and only that one', () => {
    expect(touchBoxes(none, ['', '', '', ''], ['4', '', '', ''])).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('touches a box whose digit was deleted', () => {
    expect(touchBoxes(none, ['4', '2', '', ''], ['4', '', '', ''])).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('touches every box a paste filled', () => {
    expect(touchBoxes(none, ['', '', '', ''], ['1', '2', '3', '4'])).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('keeps touched boxes touched when nothing changes there', () => {
    const touched = [true, false, false, false];
    expect(touchBoxes(touched, ['4', '', '', ''], ['4', '', '', ''])).toEqual(touched);
  });
});

describe('visibleOtpError', () => {
  it('shows nothing for boxes nobody typed into, even though the code is incomplete', () => {
    const errors = errorsFor(['4', '2', '', '']);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(visibleOtpError(errors, 'otp', [true, true, false, false], false)).toBeUndefined();
  });

  it('shows the error of a touched box that was emptied again', () => {
    const errors = errorsFor(['4', '', '', '']);
    expect(visibleOtpError(errors, 'otp', [true, true, false, false], false)).toBe(
      'validation.otpLength',
    );
  });

  it('shows the first error of any box once a submit was tried', () => {
    expect(visibleOtpError(errorsFor(['', '', '', '']), 'otp', none, true)).toBe(
      'validation.otpLength',
    );
  });

  it('shows nothing for a complete code', () => {
    expect(visibleOtpError(errorsFor(['1', '2', '3', '4']), 'otp', none, true)).toBeUndefined();
    expect(visibleOtpError(undefined, 'otp', none, true)).toBeUndefined();
  });
});
