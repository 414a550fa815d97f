import { describe, expect, it } from 'vitest';
import { alertsFor, firstToAlert, permissionNote } from './new-order-alerts';

describe('the alerts for new orders', () => {
  it('beep whenever they are on, and notify only out of sight and where allowed', () => {
    expect(alertsFor(true, 'granted', true)).toEqual({ sound: true, notification: true });
    expect(alertsFor(true, 'granted', false)).toEqual({ sound: true, notification: false });
    expect(alertsFor(true, 'denied', true)).toEqual({ sound: true, notification: false });
    expect(alertsFor(true, 'unsupported', true)).toEqual({ sound: true, notification: false });
    expect(alertsFor(false, 'granted', true)).toEqual({ sound: false, notification: false });
  });

  it('say why no notification will show, only when they are on', () => {
    expect(permissionNote(true, 'denied')).toBe('denied');
    expect(permissionNote(true, 'unsupported')).toBe('unsupported');
    expect(permissionNote(true, 'default')).toBe('notAsked');
    expect(permissionNote(true, 'granted')).toBeNull();
    expect(permissionNote(false, 'denied')).toBeNull();
  });

  it('sound once for an order however many tabs are open', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(firstToAlert('order-1', storage)).toBe(true);
    expect(firstToAlert('order-1', storage)).toBe(false);
    expect(firstToAlert('order-2', storage)).toBe(true);
  });
});
