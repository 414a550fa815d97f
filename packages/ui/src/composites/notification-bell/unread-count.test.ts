import { describe, expect, it } from 'vitest';
import { firstNotifications, unreadBadgeText } from './unread-count';

describe('unreadBadgeText', () => {
  it('shows no badge when nothing is unread', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(undefined)).toBeNull();
    expect(unreadBadgeText(-3)).toBeNull();
    expect(unreadBadgeText(Number.NaN)).toBeNull();
  });

  it('shows the count up to 99', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
  });

  it('caps at 99+', () => {
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(4821)).toBe('99+');
  });
});

describe('firstNotifications', () => {
  const five = ['a', 'b', 'c', 'd', 'e'];

  it('keeps the first ones in order', () => {
    expect(firstNotifications(five, 3)).toEqual(['a', 'b', 'c']);
  });

  it('keeps all of a shorter list', () => {
    expect(firstNotifications(['a', 'b'], 3)).toEqual(['a', 'b']);
  });

  it('keeps none for a limit of zero or less', () => {
    expect(firstNotifications(five, 0)).toEqual([]);
    expect(firstNotifications(five, -1)).toEqual([]);
  });
});
