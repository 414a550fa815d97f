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
});
