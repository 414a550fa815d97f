import { describe, expect, it } from 'vitest';
import { isScreenLoadError } from './screen-load-error';

describe('isScreenLoadError', () => {
  it("recognises each browser's words for a screen file that could not be fetched", () => {
    for (const message of [
      // Chromium, with the missing file of an older build.
      'Failed to fetch dynamically imported module: https://taseer.sa/assets/stats-page-Dq1x9.js',
      // Firefox.
      'error loading dynamically imported module: https://taseer.sa/assets/ai-page-B2c.js',
      // Safari.
      'Importing a module script failed.',
      // A screen's styles, checked by the build's preload helper.
      'Unable to preload CSS for /assets/home-page-C3d.css',
    ]) {
      expect(isScreenLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('leaves faults of the screen itself to the generic message', () => {
    expect(
      isScreenLoadError(new TypeError("Cannot read properties of undefined (reading 'map')")),
    ).toBe(false);
    expect(isScreenLoadError(new Error('Request failed with status 500'))).toBe(false);
    expect(isScreenLoadError(undefined)).toBe(false);
  });
});
