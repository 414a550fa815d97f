import type { Piece } from '@taseer/api';
import {
  MAX_ALTERNATIVES,
  OPTION_KINDS,
  type AlternativeDraft,
  type LineDraft,
} from './quote-draft';

/**
 * The offer being typed, kept in this browser so that a reload or a closed modal loses nothing:
 * one entry per signed-in user and order, written as the prices are typed, read when the modal
 * opens again, removed when the quote is issued or the agent discards it (and, like everything
 * stored, at sign-out). Beside it `draftFor` (quote-draft.ts) is where a form starts without a
 * saved draft: empty, or the newest version's lines.
 *
 * An entry remembers what it was typed for (`savedDraftBasis`: the pieces, their quantities,
 * states and prices, and the newest version): when any of these changed since (a colleague
 * priced the order, a piece was canceled), the entry is dropped, not put over an order it no
 * longer fits.
 */

/** The storage the drafts live in (localStorage in the browser; a map in the tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SavedDraft {
  basis: string;
  lines: LineDraft[];
}

const KEY_PREFIX = 'quoteDraft';

export function savedDraftKey(userId: string, orderId: string): string {
  return `${KEY_PREFIX}.${userId}.${orderId}`;
}

/** What a draft was typed for: the order's pieces as they stand and its newest version. */
export function savedDraftBasis(
  pieces: readonly Pick<Piece, '_id' | 'quantity' | 'status' | 'price'>[],
  newestVersion: number,
): string {
  return [
    `v${newestVersion}`,
    ...pieces.map((piece) => `${piece._id}:${piece.quantity}:${piece.status}:${piece.price}`),
  ].join('|');
}

/** What a form does with the draft kept for one user and one order as it stands. */
export interface SavedDraftSlot {
  /**
   * The draft kept earlier when it was typed for the order as it stands and differs from where the
   * form starts (`start`); otherwise null, and a stale or unreadable entry is removed.
   */
  restore(start: readonly LineDraft[]): LineDraft[] | null;
  /** Keeps the draft as typed; one back where the form started is removed instead. */
  keep(draft: readonly LineDraft[], start: readonly LineDraft[]): void;
  /** Removes it: the quote was issued, or the agent discarded the draft. */
  forget(): void;
}

export function savedDraftSlot(
  storage: DraftStorage | null,
  userId: string,
  order: { _id: string; pieces: readonly Pick<Piece, '_id' | 'quantity' | 'status' | 'price'>[] },
  newestVersion: number,
): SavedDraftSlot {
  const key = savedDraftKey(userId, order._id);
  const basis = savedDraftBasis(order.pieces, newestVersion);
  const forget = () => {
    try {
      storage?.removeItem(key);
    } catch {
      // Storage refused: nothing could be kept either.
    }
  };
  return {
    restore(start) {
      let raw: string | null;
      try {
        raw = storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
      if (raw === null) return null;
      const saved = parsed(raw);
      const fits =
        saved !== null &&
        saved.basis === basis &&
        saved.lines.length === order.pieces.length &&
        saved.lines.every((line, index) => line.pieceId === order.pieces[index]?._id);
      if (!saved || !fits) {
        forget();
        return null;
      }
      return sameDraft(saved.lines, start) ? null : saved.lines;
    },
    keep(draft, start) {
      if (sameDraft(draft, start)) {
        forget();
        return;
      }
      const entry: SavedDraft = { basis, lines: [...draft] };
      try {
        storage?.setItem(key, JSON.stringify(entry));
      } catch {
        // Quota exceeded or storage disabled: the form still works, the draft is just not kept.
      }
    },
    forget,
  };
}

/** Whether two drafts hold the same typed text (a draft equal to where the form starts is not kept). */
export function sameDraft(a: readonly LineDraft[], b: readonly LineDraft[]): boolean {
  return a.length === b.length && a.every((line, index) => sameLine(line, b[index]));
}

function sameLine(a: LineDraft, b: LineDraft | undefined): boolean {
  return (
    b !== undefined &&
    a.pieceId === b.pieceId &&
    a.mode === b.mode &&
    a.price === b.price &&
    a.note === b.note &&
    a.alternatives.length === b.alternatives.length &&
    a.alternatives.every((alternative, index) => {
      const other = b.alternatives[index];
      return (
        other !== undefined &&
        alternative.kind === other.kind &&
        alternative.price === other.price &&
        alternative.brand === other.brand &&
        alternative.deliveryDays === other.deliveryDays
      );
    })
  );
}

function parsed(raw: string): SavedDraft | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || typeof value.basis !== 'string' || !Array.isArray(value.lines)) {
      return null;
    }
    const lines: unknown[] = value.lines;
    return lines.every(isLineDraft) ? { basis: value.basis, lines } : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const MODES: readonly unknown[] = ['price', 'alternatives', 'unavailable'];
const KINDS: readonly unknown[] = ['', ...OPTION_KINDS];

function isLineDraft(value: unknown): value is LineDraft {
  return (
    isRecord(value) &&
    typeof value.pieceId === 'string' &&
    MODES.includes(value.mode) &&
    typeof value.price === 'string' &&
    typeof value.note === 'string' &&
    Array.isArray(value.alternatives) &&
    value.alternatives.length <= MAX_ALTERNATIVES &&
    (value.alternatives as unknown[]).every(isAlternativeDraft)
  );
}

function isAlternativeDraft(value: unknown): value is AlternativeDraft {
  return (
    isRecord(value) &&
    KINDS.includes(value.kind) &&
    typeof value.price === 'string' &&
    typeof value.brand === 'string' &&
    typeof value.deliveryDays === 'string'
  );
}
