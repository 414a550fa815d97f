import { describe, expect, it } from 'vitest';
import { funnelShare } from './funnel';

describe('funnelShare', () => {
  it('is each step’s share of the first, within 0–100', () => {
    expect(funnelShare(40, 160)).toBe(25);
    expect(funnelShare(160, 160)).toBe(100);
    // More paid than quoted in a period (quoted before it): the bar stops at full.
    expect(funnelShare(200, 160)).toBe(100);
  });

  it('leaves every bar empty when nothing reached the first step', () => {
    expect(funnelShare(3, 0)).toBe(0);
  });
});
