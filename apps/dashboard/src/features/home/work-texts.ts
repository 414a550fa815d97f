import type { Role } from '@taseer/api';
import { formatNumber } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import type { Lang, Translate } from '../../i18n/translate';
import type { MoneyKey, WorkCount, WorkListKey } from './work-lists';

/** Each work list's words: its title, one line on what it holds, and what it says when empty. */
export const WORK_LIST_TEXTS: Record<
  WorkListKey,
  { title: MessageKey; description: MessageKey; empty: MessageKey; emptyDescription?: MessageKey }
> = {
  mine: {
    title: 'home.work.mine.title',
    description: 'home.work.mine.description',
    empty: 'home.work.mine.empty',
    emptyDescription: 'home.work.mine.emptyDescription',
  },
  late: {
    title: 'home.work.late.title',
    description: 'home.work.late.description',
    empty: 'home.work.late.empty',
  },
  awaitingCustomer: {
    title: 'home.work.awaitingCustomer.title',
    description: 'home.work.awaitingCustomer.description',
    empty: 'home.work.awaitingCustomer.empty',
  },
  toPrepare: {
    title: 'home.work.toPrepare.title',
    description: 'home.work.toPrepare.description',
    empty: 'home.work.toPrepare.empty',
  },
  unclaimed: {
    title: 'home.work.unclaimed.title',
    description: 'home.work.unclaimed.description',
    empty: 'home.work.unclaimed.empty',
  },
  unrouted: {
    title: 'home.work.unrouted.title',
    description: 'home.work.unrouted.description',
    empty: 'home.work.unrouted.empty',
  },
};

export const MONEY_TEXTS: Record<MoneyKey, { label: MessageKey; hint: MessageKey }> = {
  acceptedToday: { label: 'home.money.acceptedToday', hint: 'home.money.acceptedTodayHint' },
  paidToday: { label: 'home.money.paidToday', hint: 'home.money.paidTodayHint' },
  outstanding: { label: 'home.money.outstanding', hint: 'home.money.outstandingHint' },
};

/**
 * A count of orders in words, counted as each language counts: Arabic names one and two without
 * a figure (طلب واحد، طلبان), puts 3–10 in the plural (5 طلبات), 11–99 in the singular accusative
 * (12 طلبًا) and hundreds in the singular (100 طلب), as CLDR's plural categories say. A count the
 * server stopped at is a lower bound.
 */
const COUNT_KEYS: Record<Intl.LDMLPluralRule, MessageKey> = {
  zero: 'home.work.count.other',
  one: 'home.work.count.one',
  two: 'home.work.count.two',
  few: 'home.work.count.few',
  many: 'home.work.count.many',
  other: 'home.work.count.other',
};

const rules: Partial<Record<Lang, Intl.PluralRules>> = {};

export function ordersCountText({ count, atLeast }: WorkCount, lang: Lang, t: Translate): string {
  const figure = formatNumber(count, { locale: lang, maximumFractionDigits: 0 });
  if (atLeast) return t('home.work.count.atLeast', { count: figure });
  rules[lang] ??= new Intl.PluralRules(lang);
  return t(COUNT_KEYS[rules[lang].select(count)], { count: figure });
}

/** What a list holds, in the reader's reach: an employee's late orders are its section's. */
export function workListDescription(key: WorkListKey, role: Role | null | undefined): MessageKey {
  if (key === 'late' && role !== 'agent') return 'home.work.late.descriptionBranch';
  return WORK_LIST_TEXTS[key].description;
}
