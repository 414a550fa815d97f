import { describe, expect, it } from 'vitest';
import { attemptOutcome } from './attempt-outcome';

describe('an attempt’s outcome', () => {
  it('is delivered on a 2xx answer only', () => {
    expect(attemptOutcome({ statusCode: 200, error: null })).toEqual({
      code: 200,
      error: null,
      ok: true,
    });
    expect(attemptOutcome({ statusCode: 204, error: null }).ok).toBe(true);
    for (const code of [199, 301, 404, 500, 503]) {
      expect(attemptOutcome({ statusCode: code, error: null }).ok).toBe(false);
    }
  });

  it('names the error when no answer came', () => {
    expect(attemptOutcome({ statusCode: null, error: 'timeout' })).toEqual({
      code: null,
      error: 'timeout',
      ok: false,
    });
    expect(attemptOutcome({ statusCode: null, error: null }).ok).toBe(false);
  });

  it('keeps both the status and the error of a redirect, which was not followed', () => {
    expect(attemptOutcome({ statusCode: 301, error: 'redirect' })).toEqual({
      code: 301,
      error: 'redirect',
      ok: false,
    });
  });
});
