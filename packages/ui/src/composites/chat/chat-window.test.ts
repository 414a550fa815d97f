import { describe, expect, it } from 'vitest';
import { CLOSING_SOON_MINUTES, isTomorrow, windowState } from './chat-window';

/** 12:00 in Riyadh on 24 November. */
const now = new Date('2026-11-24T09:00:00.000Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('windowState', () => {
  it('is closed when the window never opened or cannot be read', () => {
    const closed = {
      open: false,
      closesAt: null,
      minutesLeft: 0,
      closingSoon: false,
      closesToday: false,
    };
    expect(windowState(null, now)).toEqual(closed);
    expect(windowState(undefined, now)).toEqual(closed);
    expect(windowState('not a date', now)).toEqual(closed);
  });

  it('is closed once its end has passed, and at the very end', () => {
    expect(windowState(inMinutes(-30), now)).toMatchObject({ open: false, minutesLeft: 0 });
    expect(windowState(inMinutes(0), now).open).toBe(false);
    expect(windowState(inMinutes(-30), now).closesAt?.toISOString()).toBe(inMinutes(-30));
  });

  it('is open before its end, with whole minutes left', () => {
    const state = windowState(inMinutes(150.5), now);
    expect(state).toMatchObject({ open: true, minutesLeft: 150, closingSoon: false });
    expect(state.closesAt?.toISOString()).toBe(inMinutes(150.5));
  });

  it('is closing soon under an hour left', () => {
    expect(windowState(inMinutes(CLOSING_SOON_MINUTES), now).closingSoon).toBe(false);
    expect(windowState(inMinutes(CLOSING_SOON_MINUTES - 1), now).closingSoon).toBe(true);
    expect(windowState(inMinutes(0.5), now)).toMatchObject({ open: true, minutesLeft: 0 });
  });

  it('closes today until Riyadh midnight, tomorrow after it', () => {
    // 23:59 and 00:00 in Riyadh.
    expect(windowState('2026-11-24T20:59:00.000Z', now).closesToday).toBe(true);
    expect(windowState('2026-11-24T21:00:00.000Z', now).closesToday).toBe(false);
    expect(isTomorrow(new Date('2026-11-24T21:00:00.000Z'), now)).toBe(true);
    expect(isTomorrow(new Date('2026-11-24T20:59:00.000Z'), now)).toBe(false);
  });
});
