import type { MessageKey } from '../../i18n/ar';
import type { Lang, Translate } from '../../i18n/translate';

/**
 * A quote's validity in hours as people say it: «48 ساعة = يومان», «36 ساعة = يوم واحد و12
 * ساعة». Arabic counts in six plural forms (one, two, three to ten, eleven to ninety-nine…), so
 * each unit has a catalogue text per form, chosen by the language's plural rules.
 */
export const HOURS_PER_DAY = 24;

export function splitHours(hours: number): { days: number; hours: number } {
  return { days: Math.floor(hours / HOURS_PER_DAY), hours: hours % HOURS_PER_DAY };
}

type PluralForm = 'one' | 'two' | 'few' | 'many' | 'other';

const DAY_KEYS: Record<PluralForm, MessageKey> = {
  one: 'quoteTerms.days.one',
  two: 'quoteTerms.days.two',
  few: 'quoteTerms.days.few',
  many: 'quoteTerms.days.many',
  other: 'quoteTerms.days.other',
};

const HOUR_KEYS: Record<PluralForm, MessageKey> = {
  one: 'quoteTerms.hours.one',
  two: 'quoteTerms.hours.two',
  few: 'quoteTerms.hours.few',
  many: 'quoteTerms.hours.many',
  other: 'quoteTerms.hours.other',
};

function counted(count: number, keys: Record<PluralForm, MessageKey>, lang: Lang, t: Translate) {
  const rule = new Intl.PluralRules(lang).select(count);
  // Arabic's "zero" form never comes up: there is no zero-hour validity.
  const form: PluralForm = rule === 'zero' ? 'other' : rule;
  return t(keys[form], { count });
}

/** «يومان», «يوم واحد و12 ساعة», «5 ساعات». */
export function durationText(totalHours: number, lang: Lang, t: Translate): string {
  const { days, hours } = splitHours(totalHours);
  if (days === 0) return counted(hours, HOUR_KEYS, lang, t);
  if (hours === 0) return counted(days, DAY_KEYS, lang, t);
  return t('quoteTerms.duration.daysAndHours', {
    days: counted(days, DAY_KEYS, lang, t),
    hours: counted(hours, HOUR_KEYS, lang, t),
  });
}

/** «48 ساعة = يومان»; «12 ساعة، أقل من يوم». */
export function validityText(totalHours: number, lang: Lang, t: Translate): string {
  const hours = counted(totalHours, HOUR_KEYS, lang, t);
  if (totalHours < HOURS_PER_DAY) return t('quoteTerms.duration.underDay', { hours });
  return t('quoteTerms.duration.equals', { hours, duration: durationText(totalHours, lang, t) });
}
