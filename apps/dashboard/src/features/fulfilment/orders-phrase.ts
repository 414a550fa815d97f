import type { MessageKey } from '../../i18n/ar';
import type { Lang, Translate } from '../../i18n/translate';

/**
 * "n orders" as a sentence needs it: Arabic counts in more forms than two (طلب واحد، طلبين،
 * 3 طلبات، 11 طلبًا، 100 طلب), chosen by the language's plural rules; the words are written for
 * the phrase's place in the catalogue's sentences (after «نقل»). Zero reads as the plain form.
 */
const KEYS: Record<Exclude<Intl.LDMLPluralRule, 'zero'>, MessageKey> = {
  one: 'fulfilment.orders.one',
  two: 'fulfilment.orders.two',
  few: 'fulfilment.orders.few',
  many: 'fulfilment.orders.many',
  other: 'fulfilment.orders.other',
};

const rules: Partial<Record<Lang, Intl.PluralRules>> = {};

export function ordersPhrase(count: number, lang: Lang, t: Translate): string {
  rules[lang] ??= new Intl.PluralRules(lang);
  const rule = rules[lang].select(count);
  return t(KEYS[rule === 'zero' ? 'other' : rule], { count });
}
