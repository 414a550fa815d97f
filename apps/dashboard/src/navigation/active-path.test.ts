import { describe, expect, it } from 'vitest';
import { isActivePath } from './active-path';

describe('isActivePath', () => {
  it('marks home active on / and /dashboard', () => {
    expect(isActivePath('/', '/dashboard')).toBe(true);
    expect(isActivePath('/dashboard', '/dashboard')).toBe(true);
    expect(isActivePath('/orders', '/dashboard')).toBe(false);
  });

  it('marks an entry active on its own path, with or without a trailing slash', () => {
    expect(isActivePath('/orders/', '/orders')).toBe(true);
    expect(isActivePath('/orders', '/offers')).toBe(false);
  });

  it('keeps price offers marked while one offer is open over the list (/offers/:id)', () => {
    expect(isActivePath('/offers/0b7e2f5c-3f4a-4c1e-9d3a-6f1b2c3d4e5f', '/offers')).toBe(true);
    expect(isActivePath('/offers/0b7e2f5c-3f4a-4c1e-9d3a-6f1b2c3d4e5f', '/orders')).toBe(false);
    expect(isActivePath('/offers-archive', '/offers')).toBe(false);
  });
});
