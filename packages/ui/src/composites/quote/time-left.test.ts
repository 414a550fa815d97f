import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const now = '2026-11-24T10:00:00.000Z';
const after = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();

describe('timeLeft', () => {
  it('counts down in Arabic with the right number forms', () => {
    expect(timeLeft(after(48 * 60), now, 'ar')).toBe('متبقٍ يومان');
    expect(timeLeft(after(5 * 24 * 60), now, 'ar')).toBe('متبقٍ 5 أيام');
    expect(timeLeft(after(12 * 24 * 60), now, 'ar')).toBe('متبقٍ 12 يومًا');
    expect(timeLeft(after(47 * 60 + 59), now, 'ar')).toBe('متبقٍ 47 ساعة');
    expect(timeLeft(after(5 * 60 + 30), now, 'ar')).toBe('متبقٍ 5 ساعات');
    expect(timeLeft(after(60), now, 'ar')).toBe('متبقٍ ساعة واحدة');
    expect(timeLeft(after(2), now, 'ar')).toBe('متبقٍ دقيقتان');
    expect(timeLeft(after(0.5), now, 'ar')).toBe('متبقٍ أقل من دقيقة');
  });

  it('never rounds up, and says nothing once the time has passed', () => {
    expect(timeLeft(after(119), now, 'en')).toBe('Expires in 1 hour');
    expect(timeLeft(after(3 * 24 * 60), now, 'en')).toBe('Expires in 3 days');
    expect(timeLeft(now, now, 'ar')).toBeNull();
    expect(timeLeft(after(-5), now, 'en')).toBeNull();
    expect(timeLeft('not a date', now, 'en')).toBeNull();
  });
});
