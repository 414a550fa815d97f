import { describe, expect, it } from 'vitest';
import { inAppPath } from './prefetch-on-intent';

describe('the screen a link leads to', () => {
  const here = 'https://app.taseer.sa/dashboard';

  it('is the path of a link to this app', () => {
    expect(inAppPath('https://app.taseer.sa/stats', here)).toBe('/stats');
    expect(inAppPath('/offers/42?tab=parts#top', here)).toBe('/offers/42');
  });

  it('is none for another site', () => {
    expect(inAppPath('https://example.com/stats', here)).toBeNull();
    expect(inAppPath('http://app.taseer.sa/stats', here)).toBeNull();
  });
});
