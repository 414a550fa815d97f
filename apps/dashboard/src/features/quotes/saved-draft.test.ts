import { describe, expect, it } from 'vitest';
import type { Piece } from '@taseer/api';
import { draftFor, withMode, type LineDraft } from './quote-draft';
import { savedDraftKey, savedDraftSlot, type DraftStorage } from './saved-draft';

const piece = (id: string, quantity = 1): Piece => ({
  _id: id,
  name_ar: `قطعة ${id}`,
  name_en: null,
  serial: null,
  quantity,
  price: null,
  status: 'pending',
});

const order = { _id: 'order-1', pieces: [piece('a', 2), piece('b')] };

/** localStorage as far as the drafts use it. */
class MemoryStorage implements DraftStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function typed(start: readonly LineDraft[]): LineDraft[] {
  const [a, b] = start;
  return [
    { ...a!, price: '35.50' },
    {
      ...withMode(b!, 'alternatives'),
      alternatives: [
        { kind: 'original', price: '1850', brand: 'Denso', deliveryDays: '3' },
        { kind: 'commercial', price: '', brand: '', deliveryDays: '' },
      ],
    },
  ];
}

describe('savedDraftSlot', () => {
  it('restores what was typed when the modal opens again, for the same user and order', () => {
    const storage = new MemoryStorage();
    const start = draftFor(order.pieces);
    const draft = typed(start);
    savedDraftSlot(storage, 'user-1', order, 0).keep(draft, start);
    expect([...storage.items.keys()]).toEqual([savedDraftKey('user-1', 'order-1')]);

    // A reload: a new slot over the same storage, a new start.
    const reopened = savedDraftSlot(storage, 'user-1', { ...order }, 0);
    expect(reopened.restore(draftFor(order.pieces))).toEqual(draft);
    // Another user at the same browser, or another order, finds nothing.
    expect(savedDraftSlot(storage, 'user-2', order, 0).restore(start)).toBeNull();
    expect(savedDraftSlot(storage, 'user-1', { ...order, _id: 'order-2' }, 0).restore(start)).toBe(
      null,
    );
  });

  it('keeps nothing for a draft back where the form started', () => {
    const storage = new MemoryStorage();
    const start = draftFor(order.pieces);
    const slot = savedDraftSlot(storage, 'user-1', order, 0);
    slot.keep(start, start);
    expect(storage.items.size).toBe(0);
    slot.keep(typed(start), start);
    expect(storage.items.size).toBe(1);
    // Typed back to where it started (the newest version's prices, say): nothing to restore.
    slot.keep(
      start.map((line) => ({ ...line })),
      start,
    );
    expect(storage.items.size).toBe(0);
  });

  it('drops a stale draft: the pieces or the version changed since it was typed', () => {
    const start = draftFor(order.pieces);
    const changes = [
      { pieces: order.pieces, version: 1 },
      {
        pieces: [order.pieces[0]!, { ...order.pieces[1]!, status: 'canceled' as const }],
        version: 0,
      },
      { pieces: [{ ...order.pieces[0]!, quantity: 3 }, order.pieces[1]!], version: 0 },
      { pieces: [order.pieces[0]!, { ...order.pieces[1]!, price: 35.5 }], version: 0 },
      { pieces: [...order.pieces, piece('c')], version: 0 },
    ];
    for (const change of changes) {
      const storage = new MemoryStorage();
      savedDraftSlot(storage, 'user-1', order, 0).keep(typed(start), start);
      const changed = { _id: order._id, pieces: change.pieces };
      expect(
        savedDraftSlot(storage, 'user-1', changed, change.version).restore(draftFor(change.pieces)),
      ).toBeNull();
      // Removed, not left to be found again.
      expect(storage.items.size).toBe(0);
    }
  });

  it('drops an entry that does not read as a draft', () => {
    const storage = new MemoryStorage();
    const key = savedDraftKey('user-1', order._id);
    const slot = savedDraftSlot(storage, 'user-1', order, 0);
    for (const raw of ['{', '[]', '{"basis":"v0","lines":[{"pieceId":"a","mode":"free"}]}']) {
      storage.setItem(key, raw);
      expect(slot.restore(draftFor(order.pieces))).toBeNull();
      expect(storage.items.has(key)).toBe(false);
    }
  });

  it('is cleared once the quote is issued (or the draft discarded)', () => {
    const storage = new MemoryStorage();
    const start = draftFor(order.pieces);
    const slot = savedDraftSlot(storage, 'user-1', order, 0);
    slot.keep(typed(start), start);
    slot.forget();
    expect(storage.items.size).toBe(0);
    expect(savedDraftSlot(storage, 'user-1', order, 0).restore(start)).toBeNull();
  });

  it('works on without storage, or with a storage that refuses', () => {
    const start = draftFor(order.pieces);
    const none = savedDraftSlot(null, 'user-1', order, 0);
    none.keep(typed(start), start);
    expect(none.restore(start)).toBeNull();
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const slot = savedDraftSlot(refusing, 'user-1', order, 0);
    expect(() => slot.keep(typed(start), start)).not.toThrow();
    expect(slot.restore(start)).toBeNull();
    expect(() => slot.forget()).not.toThrow();
  });
});
