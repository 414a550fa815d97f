import { describe, expect, it } from 'vitest';
import type { Piece } from '@taseer/api';
import { formatHalalas } from '@taseer/ui';
import { translate } from '../../i18n/translate';
import { timelineSentence } from './desk-texts';
import {
  customerOrderView,
  priceMemoryByPiece,
  timelineEventViews,
  type OrderEvent,
  type PartMemory,
} from './desk-views';

/** An event's sentence as the history shows it in Arabic. */
const arabic = (view: Parameters<typeof timelineSentence>[0]) =>
  timelineSentence(view, (key, params) => translate('ar', key, params), 'ar');

const event = (patch: Partial<OrderEvent>): OrderEvent => ({
  id: '1',
  type: 'order.created',
  at: '2026-11-24T08:00:00.000Z',
  actor: { kind: 'integration', name: null },
  version: null,
  source: 'integration',
  branchName: null,
  sectionName: null,
  assigneeName: null,
  totalHalalas: null,
  amountHalalas: null,
  fulfilmentStage: null,
  ...patch,
});

describe('timelineEventViews', () => {
  it('keeps the order and every field the sentences read', () => {
    const views = timelineEventViews([
      event({}),
      event({ id: '2', type: 'order.claimed', actor: { kind: 'user', name: 'أحمد' } }),
      event({
        id: '3',
        type: 'order.priced',
        actor: { kind: 'user', name: 'أحمد' },
        version: 2,
        totalHalalas: 125_000,
      }),
    ]);
    expect(views.map((view) => view.id)).toEqual(['1', '2', '3']);
    expect(views.map((view) => arabic(view))).toEqual([
      'وصل الطلب من بوت المحادثة',
      'استلمه أحمد',
      `سعّره أحمد — النسخة 2 (${formatHalalas(125_000, { locale: 'ar' })})`,
    ]);
  });

  it('reads a withdrawn quote from the cancellation that carries its version', () => {
    const [canceled] = timelineEventViews([
      event({ type: 'order.canceled', actor: { kind: 'user', name: 'فهد' }, version: 2 }),
    ]);
    expect(canceled?.type).toBe('order.canceled');
    expect(arabic(canceled!)).toBe('ألغى فهد الطلب وسُحب العرض (النسخة 2)');
  });

  it('says what money moved: the customer paid online, staff recorded cash, a refund', () => {
    const [online, cash, refund] = timelineEventViews([
      event({
        type: 'payment.succeeded',
        actor: { kind: 'customer', name: null },
        amountHalalas: 246_100,
      }),
      event({
        id: '2',
        type: 'payment.succeeded',
        actor: { kind: 'user', name: 'فهد' },
        amountHalalas: 5_000,
      }),
      event({
        id: '3',
        type: 'payment.refunded',
        actor: { kind: 'user', name: 'فهد' },
        amountHalalas: 2_500,
      }),
    ]);
    const sar = (halalas: number) => formatHalalas(halalas, { locale: 'ar' });
    expect(arabic(online!)).toBe(`دفع العميل (${sar(246_100)})`);
    expect(arabic(cash!)).toBe(`سجّل فهد دفعة (${sar(5_000)})`);
    expect(arabic(refund!)).toBe(`استردّ فهد (${sar(2_500)})`);
  });

  it('says who an order was assigned to, and that an assignment was taken back', () => {
    const [given, taken] = timelineEventViews([
      event({ type: 'order.assigned', actor: { kind: 'user', name: 'فهد' }, assigneeName: 'نورة' }),
      event({ id: '2', type: 'order.assigned', actor: { kind: 'user', name: 'فهد' } }),
    ]);
    expect(arabic(given!)).toBe('أسنده فهد إلى نورة');
    expect(arabic(taken!)).toBe('ألغى فهد إسناد الطلب');
  });

  it('passes on a type newer than this build instead of dropping it', () => {
    const newer = event({ type: 'order.merged' as OrderEvent['type'] });
    expect(timelineEventViews([newer])[0]?.type).toBe('order.merged');
  });
});

const piece = (id: string, name: string): Piece => ({
  _id: id,
  name_ar: name,
  name_en: null,
  serial: null,
  quantity: 1,
  price: null,
  status: 'pending',
});

const memory = (pieceId: string, patch: Partial<PartMemory> = {}): PartMemory => ({
  pieceId,
  count: 0,
  lastHalalas: null,
  lastAt: null,
  minHalalas: null,
  medianHalalas: null,
  maxHalalas: null,
  recent: [],
  ...patch,
});

describe('priceMemoryByPiece', () => {
  it("names each part's memory as its piece is named, by the piece's id", () => {
    const views = priceMemoryByPiece(
      [
        memory('a', {
          count: 2,
          lastHalalas: 45_000,
          lastAt: '2026-11-21T08:00:00.000Z',
          minHalalas: 39_000,
          medianHalalas: 42_000,
          maxHalalas: 45_000,
          recent: [
            {
              priceHalalas: 45_000,
              at: '2026-11-21T08:00:00.000Z',
              orderRef: 'RYN-00431',
              year: 2021,
              kind: 'original',
              accepted: true,
            },
          ],
        }),
        memory('b'),
        memory('gone'),
      ],
      [piece('a', 'فلتر زيت'), piece('b', 'كمبروسر مكيف')],
      (each) => each.name_ar,
    );
    expect([...views.keys()]).toEqual(['a', 'b']);
    expect(views.get('a')).toMatchObject({
      partName: 'فلتر زيت',
      count: 2,
      lastHalalas: 45_000,
      recent: [{ orderRef: 'RYN-00431', kind: 'original', accepted: true }],
    });
    expect(views.get('b')).toMatchObject({ partName: 'كمبروسر مكيف', count: 0, recent: [] });
  });
});

describe('customerOrderView', () => {
  it('renames the id and the arrival time', () => {
    expect(
      customerOrderView({
        _id: 'o1',
        orderRef: 'RYN-00488',
        createdAt: '2026-10-01T08:00:00.000Z',
        status: 'completed',
        quoteStatus: 'accepted',
        totalHalalas: 98_900,
      }),
    ).toEqual({
      id: 'o1',
      orderRef: 'RYN-00488',
      at: '2026-10-01T08:00:00.000Z',
      status: 'completed',
      quoteStatus: 'accepted',
      totalHalalas: 98_900,
    });
  });
});
