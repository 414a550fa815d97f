import { describe, expect, it } from 'vitest';
import { translate, type Lang, type Translate } from '../../i18n/translate';
import { durationText, splitHours, validityText } from './validity';

const tOf =
  (lang: Lang): Translate =>
  (key, params) =>
    translate(lang, key, params);
const ar = (hours: number) => validityText(hours, 'ar', tOf('ar'));
const en = (hours: number) => validityText(hours, 'en', tOf('en'));

describe('a validity in hours as people say it', () => {
  it.each([
    [48, '48 ساعة = يومان'],
    [24, '24 ساعة = يوم واحد'],
    [72, '72 ساعة = 3 أيام'],
    [240, '240 ساعة = 10 أيام'],
    [264, '264 ساعة = 11 يومًا'],
    [720, '720 ساعة = 30 يومًا'],
    [36, '36 ساعة = يوم واحد و12 ساعة'],
    [50, '50 ساعة = يومان وساعتان'],
    [73, '73 ساعة = 3 أيام وساعة واحدة'],
    [53, '53 ساعة = يومان و5 ساعات'],
    [12, '12 ساعة، أقل من يوم'],
    [1, 'ساعة واحدة، أقل من يوم'],
    [2, 'ساعتان، أقل من يوم'],
    [5, '5 ساعات، أقل من يوم'],
  ])('%d hours in Arabic: %s', (hours, text) => {
    expect(ar(hours)).toBe(text);
  });

  it.each([
    [48, '48 hours = 2 days'],
    [24, '24 hours = 1 day'],
    [36, '36 hours = 1 day and 12 hours'],
    [25, '25 hours = 1 day and 1 hour'],
    [1, '1 hour, under a day'],
  ])('%d hours in English: %s', (hours, text) => {
    expect(en(hours)).toBe(text);
  });

  it('splits hours into whole days and the hours left', () => {
    expect(splitHours(48)).toEqual({ days: 2, hours: 0 });
    expect(splitHours(47)).toEqual({ days: 1, hours: 23 });
    expect(splitHours(5)).toEqual({ days: 0, hours: 5 });
    expect(durationText(100, 'ar', tOf('ar'))).toBe('4 أيام و4 ساعات');
  });
});
