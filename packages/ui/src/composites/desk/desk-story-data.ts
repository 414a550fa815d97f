import type { UiLocale } from '../../lib/format';
import type {
  ClaimView,
  CustomerOrderView,
  PriceMemoryView,
  TimelineEventView,
} from './desk-types';

/**
 * A morning at a Riyadh parts shop's pricing desk, the data every desk story draws from. Stories
 * pick their language from the toolbar's direction: Arabic right to left, English left to right,
 * as the app does; names are written the way each language's screen would show them.
 */

export function storyLocale(globals: Record<string, unknown>): UiLocale {
  return globals['dir'] === 'ltr' ? 'en' : 'ar';
}

/** 12:00 in Riyadh. */
export const STORY_NOW = new Date('2026-11-24T09:00:00.000Z');

const minutesAgo = (minutes: number) =>
  new Date(STORY_NOW.getTime() - minutes * 60_000).toISOString();
const minutesAhead = (minutes: number) =>
  new Date(STORY_NOW.getTime() + minutes * 60_000).toISOString();

/** One order of each kind on the desk: created, first quote due (or none). */
export const AGES = {
  justNow: { createdAt: minutesAgo(0.5), dueAt: minutesAhead(59.5) },
  fresh: { createdAt: minutesAgo(5), dueAt: minutesAhead(55) },
  halfway: { createdAt: minutesAgo(40), dueAt: minutesAhead(20) },
  nearlyDue: { createdAt: minutesAgo(130), dueAt: minutesAhead(10) },
  late: { createdAt: minutesAgo(130), dueAt: minutesAgo(70) },
  /** Arrived after hours on Friday: the target counts from Saturday morning, now long past. */
  days: { createdAt: minutesAgo(3 * 24 * 60 + 95), dueAt: minutesAgo(2 * 24 * 60) },
  noTarget: { createdAt: minutesAgo(75), dueAt: null },
} as const;

const NAMES = {
  ar: {
    ahmed: 'أحمد الحربي',
    salem: 'سالم القحطاني',
    long: 'عبدالرحمن بن عبدالعزيز الجهني',
    bot: 'بوت واتساب',
    branch: 'فرع الرياض - السلي',
    section: 'قطع المحركات',
  },
  en: {
    ahmed: 'Ahmed Alharbi',
    salem: 'Salem Alqahtani',
    long: 'Abdulrahman bin Abdulaziz Aljuhani',
    bot: 'WhatsApp bot',
    branch: 'Riyadh - Al Sulay branch',
    section: 'Engine parts',
  },
} as const;

export function storyClaims(locale: UiLocale) {
  const names = NAMES[locale];
  return {
    mine: { userName: names.ahmed, mine: true, kind: 'claimed', at: minutesAgo(12) },
    other: { userName: names.salem, mine: false, kind: 'claimed', at: minutesAgo(35) },
    assigned: {
      userName: names.ahmed,
      mine: false,
      kind: 'assigned',
      at: minutesAgo(20),
      assignedByName: names.salem,
    },
    assignedToMe: {
      userName: names.ahmed,
      mine: true,
      kind: 'assigned',
      at: minutesAgo(20),
      assignedByName: names.salem,
    },
    longName: { userName: names.long, mine: false, kind: 'claimed', at: minutesAgo(8) },
  } satisfies Record<string, ClaimView>;
}

/** An order's whole life: from the bot, routed, taken, priced twice, accepted. */
export function storyTimeline(locale: UiLocale): TimelineEventView[] {
  const names = NAMES[locale];
  const ahmed = { kind: 'user', name: names.ahmed } as const;
  const salem = { kind: 'user', name: names.salem } as const;
  const customer = { kind: 'customer', name: null } as const;
  const system = { kind: 'system', name: null } as const;
  return [
    {
      id: 'e1',
      type: 'order.created',
      at: minutesAgo(180),
      actor: { kind: 'integration', name: names.bot },
      source: 'integration',
    },
    {
      id: 'e2',
      type: 'order.routed',
      at: minutesAgo(180),
      actor: system,
      branchName: names.branch,
      sectionName: names.section,
    },
    { id: 'e3', type: 'order.claimed', at: minutesAgo(172), actor: salem },
    { id: 'e4', type: 'order.released', at: minutesAgo(160), actor: salem },
    {
      id: 'e5',
      type: 'order.assigned',
      at: minutesAgo(150),
      actor: salem,
      assigneeName: names.ahmed,
    },
    {
      id: 'e6',
      type: 'order.priced',
      at: minutesAgo(130),
      actor: ahmed,
      version: 1,
      totalHalalas: 138_000,
    },
    { id: 'e7', type: 'quote.shared', at: minutesAgo(129), actor: ahmed, version: 1 },
    { id: 'e8', type: 'quote.viewed', at: minutesAgo(95), actor: customer, version: 1 },
    {
      id: 'e9',
      type: 'order.priced',
      at: minutesAgo(60),
      actor: ahmed,
      version: 2,
      totalHalalas: 125_000,
    },
    { id: 'e10', type: 'quote.shared', at: minutesAgo(59), actor: ahmed, version: 2 },
    {
      id: 'e11',
      type: 'quote.accepted',
      at: minutesAgo(20),
      actor: customer,
      version: 2,
      totalHalalas: 98_000,
    },
    {
      id: 'e12',
      type: 'payment.failed',
      at: minutesAgo(18),
      actor: customer,
      version: 2,
      amountHalalas: 98_000,
    },
    {
      id: 'e13',
      type: 'payment.succeeded',
      at: minutesAgo(16),
      actor: customer,
      version: 2,
      amountHalalas: 98_000,
    },
    {
      id: 'e14',
      type: 'payment.refunded',
      at: minutesAgo(5),
      actor: salem,
      version: 2,
      amountHalalas: 15_000,
    },
  ];
}

/**
 * Late, declined, a quote withdrawn to be corrected, the new one left to expire, then canceled by
 * the customer; and a user since deleted (no name).
 */
export function storyUnhappyTimeline(locale: UiLocale): TimelineEventView[] {
  const names = NAMES[locale];
  const gone = { kind: 'user', name: null } as const;
  const system = { kind: 'system', name: null } as const;
  const customer = { kind: 'customer', name: null } as const;
  return [
    {
      id: 'u1',
      type: 'order.created',
      at: minutesAgo(3 * 24 * 60),
      actor: { kind: 'user', name: names.salem },
      source: 'dashboard',
    },
    {
      id: 'u2',
      type: 'order.routed',
      at: minutesAgo(3 * 24 * 60),
      actor: system,
      branchName: names.branch,
    },
    { id: 'u3', type: 'order.overdue', at: minutesAgo(3 * 24 * 60 - 60), actor: system },
    { id: 'u4', type: 'order.claimed', at: minutesAgo(3 * 24 * 60 - 75), actor: gone },
    {
      id: 'u5',
      type: 'order.priced',
      at: minutesAgo(3 * 24 * 60 - 90),
      actor: gone,
      version: 1,
      totalHalalas: 45_050,
    },
    { id: 'u6', type: 'quote.shared', at: minutesAgo(3 * 24 * 60 - 91), actor: system },
    { id: 'u7', type: 'quote.declined', at: minutesAgo(2 * 24 * 60), actor: customer },
    {
      id: 'u7b',
      type: 'quote.new_quote_requested',
      at: minutesAgo(2 * 24 * 60 - 10),
      actor: customer,
      version: 1,
    },
    {
      id: 'u8',
      type: 'order.priced',
      at: minutesAgo(2 * 24 * 60 - 30),
      actor: { kind: 'user', name: names.ahmed },
      version: 2,
      totalHalalas: 41_000,
    },
    {
      id: 'u9',
      type: 'quote.withdrawn',
      at: minutesAgo(2 * 24 * 60 - 40),
      actor: { kind: 'user', name: names.ahmed },
      version: 2,
    },
    {
      id: 'u10',
      type: 'order.priced',
      at: minutesAgo(2 * 24 * 60 - 50),
      actor: { kind: 'user', name: names.ahmed },
      version: 3,
      totalHalalas: 43_500,
    },
    {
      id: 'u11',
      type: 'quote.shared',
      at: minutesAgo(2 * 24 * 60 - 51),
      actor: { kind: 'user', name: names.ahmed },
      version: 3,
    },
    { id: 'u12', type: 'quote.expired', at: minutesAgo(24 * 60), actor: system, version: 3 },
    { id: 'u13', type: 'order.canceled', at: minutesAgo(22 * 60), actor: customer },
  ];
}

const daysAgo = (days: number) => minutesAgo(days * 24 * 60 + 17);

/** A front brake pads set for a 2019 Camry, quoted seven times before. */
export function storyMemory(locale: UiLocale): PriceMemoryView {
  return {
    partName: locale === 'en' ? 'Front brake pads' : 'فحمات فرامل أمامية',
    count: 7,
    lastHalalas: 45_000,
    lastAt: daysAgo(3),
    minHalalas: 39_000,
    medianHalalas: 45_000,
    maxHalalas: 52_000,
    recent: [
      {
        priceHalalas: 45_000,
        at: daysAgo(3),
        orderRef: 'RYN-00512',
        kind: 'original',
        year: 2019,
        accepted: true,
      },
      {
        priceHalalas: 47_500,
        at: daysAgo(9),
        orderRef: 'RYN-00488',
        kind: 'original',
        year: 2020,
        accepted: false,
      },
      {
        priceHalalas: 39_000,
        at: daysAgo(21),
        orderRef: 'RYN-00431',
        kind: 'commercial',
        year: 2018,
        accepted: true,
      },
      {
        priceHalalas: 52_000,
        at: daysAgo(40),
        orderRef: 'RYN-00377',
        kind: null,
        year: null,
        accepted: false,
      },
      {
        priceHalalas: 45_000,
        at: daysAgo(64),
        orderRef: 'RYN-00302',
        kind: 'original',
        year: 2019,
        accepted: true,
      },
    ],
  };
}

export function storyNeverPriced(locale: UiLocale): PriceMemoryView {
  return {
    partName: locale === 'en' ? 'Right side mirror' : 'مرآة جانبية يمين',
    count: 0,
    lastHalalas: null,
    lastAt: null,
    minHalalas: null,
    medianHalalas: null,
    maxHalalas: null,
    recent: [],
  };
}

/**
 * A returning customer: another order still waiting, an accepted quote, one declined, one
 * expired, a canceled order and an old one whose quote was seen but not answered.
 */
export const CUSTOMER_ORDERS: CustomerOrderView[] = [
  {
    id: 'o6',
    orderRef: 'RYN-00530',
    at: daysAgo(1),
    status: 'pending',
    quoteStatus: null,
    totalHalalas: null,
  },
  {
    id: 'o5',
    orderRef: 'RYN-00512',
    at: daysAgo(3),
    status: 'completed',
    quoteStatus: 'accepted',
    totalHalalas: 125_000,
  },
  {
    id: 'o4',
    orderRef: 'RYN-00488',
    at: daysAgo(9),
    status: 'completed',
    quoteStatus: 'declined',
    totalHalalas: 47_500,
  },
  {
    id: 'o3',
    orderRef: 'RYN-00431',
    at: daysAgo(21),
    status: 'completed',
    quoteStatus: 'expired',
    totalHalalas: 212_350,
  },
  {
    id: 'o2',
    orderRef: 'RYN-00377',
    at: daysAgo(40),
    status: 'canceled',
    quoteStatus: null,
    totalHalalas: null,
  },
  {
    id: 'o1',
    orderRef: 'RYN-00302',
    at: daysAgo(64),
    status: 'pending',
    quoteStatus: 'viewed',
    totalHalalas: 9_800,
  },
];
