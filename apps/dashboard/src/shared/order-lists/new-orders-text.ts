import type { MessageKey } from '../../i18n/ar';
import type { Lang } from '../../i18n/translate';

/**
 * The "new orders" bar's words for a count, counted as each language counts. Arabic names one and
 * two without a figure (طلب جديد، طلبان جديدان), puts 3–10 in the plural (3 طلبات جديدة), 11–99
 * in the singular accusative (11 طلبًا جديدًا) and hundreds in the singular (100 طلب جديد), as
 * CLDR's plural categories for Arabic say; English has one and the rest.
 */
const KEYS: Record<Intl.LDMLPluralRule, MessageKey> = {
  zero: 'queue.newOrders.other',
  one: 'queue.newOrders.one',
  two: 'queue.newOrders.two',
  few: 'queue.newOrders.few',
  many: 'queue.newOrders.many',
  other: 'queue.newOrders.other',
};

const rules: Partial<Record<Lang, Intl.PluralRules>> = {};

export function newOrdersKey(count: number, lang: Lang): MessageKey {
  rules[lang] ??= new Intl.PluralRules(lang);
  return KEYS[rules[lang].select(count)];
}
