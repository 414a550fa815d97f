import type { Piece, Quote, QuoteLineInput, QuoteOptionKind } from '@taseer/api';
import type { MessageKey } from '../../i18n/ar';
import { normalisePriceText, priceSchema } from './price.schemas';

/**
 * The offer being written in the price-offer modal: per piece a unit price, two or three
 * alternatives, or "unavailable". Kept as typed text; `checkDraft` turns it into the request or
 * the reasons it cannot go (catalogue keys, by field), and the server has the last word.
 */

export type LineMode = 'price' | 'alternatives' | 'unavailable';

export interface AlternativeDraft {
  kind: QuoteOptionKind | '';
  price: string;
  brand: string;
  deliveryDays: string;
}

export interface LineDraft {
  pieceId: string;
  mode: LineMode;
  price: string;
  alternatives: AlternativeDraft[];
  note: string;
}

export const OPTION_KINDS: readonly QuoteOptionKind[] = ['original', 'commercial', 'used'];
export const MAX_ALTERNATIVES = 3;
export const NOTE_MAX = 200;
export const BRAND_MAX = 50;
export const DELIVERY_DAYS_MAX = 365;

export function emptyAlternative(kind: QuoteOptionKind | '' = ''): AlternativeDraft {
  return { kind, price: '', brand: '', deliveryDays: '' };
}

/**
 * Halalas as the riyals a price box holds: whole riyals without decimals (45000 → "450"),
 * otherwise two (12345 → "123.45", 12340 → "123.40"), which `priceSchema` reads back exactly.
 */
export function priceText(halalas: number): string {
  return halalas % 100 === 0 ? String(halalas / 100) : (halalas / 100).toFixed(2);
}

/** A fresh draft, or the newest version's lines to start a new version from. */
export function draftFor(pieces: readonly Piece[], quote?: Quote): LineDraft[] {
  const lines = new Map(quote?.lines.map((line) => [line.pieceId, line]));
  return pieces.map((piece) => {
    const line = lines.get(piece._id);
    const base = { pieceId: piece._id, price: '', alternatives: [], note: line?.note ?? '' };
    if (!line) return { ...base, mode: 'price' };
    if (line.state === 'unavailable') return { ...base, mode: 'unavailable' };
    if (line.options.length === 1 && line.options[0]) {
      return { ...base, mode: 'price', price: priceText(line.options[0].unitHalalas) };
    }
    return {
      ...base,
      mode: 'alternatives',
      alternatives: line.options.map((option) => ({
        kind: option.kind ?? '',
        price: priceText(option.unitHalalas),
        brand: option.brand ?? '',
        deliveryDays: option.deliveryDays === null ? '' : String(option.deliveryDays),
      })),
    };
  });
}

/** Switching a line to alternatives starts with two, original and commercial. */
export function withMode(line: LineDraft, mode: LineMode): LineDraft {
  if (mode !== 'alternatives' || line.alternatives.length >= 2) return { ...line, mode };
  const first = { ...emptyAlternative('original'), price: line.price };
  return { ...line, mode, alternatives: [first, emptyAlternative('commercial')] };
}

/**
 * An earlier price reused from the price memory: it fills the line's unit price, the first
 * alternative's for a line of alternatives; a line marked unavailable goes back to one price.
 */
export function withReusedPrice(line: LineDraft, halalas: number): LineDraft {
  const price = priceText(halalas);
  if (line.mode === 'alternatives' && line.alternatives.length > 0) {
    return {
      ...line,
      alternatives: line.alternatives.map((alternative, index) =>
        index === 0 ? { ...alternative, price } : alternative,
      ),
    };
  }
  return { ...line, mode: 'price', price };
}

/**
 * What the offer form starts from: the pieces as they stand and the newest version. A new claim,
 * an assignment or a refetch change the order's `updatedAt` but none of these, so what is being
 * typed stays; a colleague's pricing (a new version, new prices) starts the form afresh.
 */
export function quoteFormKey(
  pieces: readonly Pick<Piece, '_id' | 'status' | 'price'>[],
  version: number,
): string {
  return [version, ...pieces.map((piece) => `${piece._id}:${piece.status}:${piece.price}`)].join(
    '|',
  );
}

export type DraftErrors = Record<string, MessageKey>;

/** Field names of the errors, so each shows under its own box. */
export const draftField = {
  price: (pieceId: string) => `${pieceId}.price`,
  kind: (pieceId: string, index: number) => `${pieceId}.alternatives.${index}.kind`,
  alternativePrice: (pieceId: string, index: number) => `${pieceId}.alternatives.${index}.price`,
  deliveryDays: (pieceId: string, index: number) => `${pieceId}.alternatives.${index}.days`,
  note: (pieceId: string) => `${pieceId}.note`,
  form: 'form',
} as const;

function checkedPrice(text: string, field: string, errors: DraftErrors): number | undefined {
  const result = priceSchema.safeParse(text);
  if (result.success) return result.data;
  errors[field] = result.error.issues[0]?.message as MessageKey;
  return undefined;
}

function checkedDays(text: string, field: string, errors: DraftErrors): number | undefined {
  const digits = normalisePriceText(text);
  if (digits === '') return undefined;
  const days = Number(digits);
  if (!/^[0-9]+$/.test(digits) || days > DELIVERY_DAYS_MAX) {
    errors[field] = 'offers.validation.deliveryDays';
    return undefined;
  }
  return days;
}

/** The request's lines, or every reason the draft cannot be sent yet. */
export function checkDraft(
  draft: readonly LineDraft[],
): { ok: true; lines: QuoteLineInput[] } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const lines = draft.map((line): QuoteLineInput => {
    const note = line.note.trim();
    const withNote = note ? { note } : {};
    if (note.length > NOTE_MAX) errors[draftField.note(line.pieceId)] = 'offers.validation.noteMax';
    if (line.mode === 'unavailable') {
      return { pieceId: line.pieceId, unavailable: true, ...withNote };
    }
    if (line.mode === 'price') {
      const price = checkedPrice(line.price, draftField.price(line.pieceId), errors);
      return { pieceId: line.pieceId, options: [{ price: price ?? 0 }], ...withNote };
    }
    const kinds = new Set<string>();
    const options = line.alternatives.map((alternative, index) => {
      if (!alternative.kind)
        errors[draftField.kind(line.pieceId, index)] = 'offers.validation.kind';
      else if (kinds.has(alternative.kind)) {
        errors[draftField.kind(line.pieceId, index)] = 'offers.validation.kindRepeated';
      }
      kinds.add(alternative.kind);
      const price = checkedPrice(
        alternative.price,
        draftField.alternativePrice(line.pieceId, index),
        errors,
      );
      const days = checkedDays(
        alternative.deliveryDays,
        draftField.deliveryDays(line.pieceId, index),
        errors,
      );
      const brand = alternative.brand.trim().slice(0, BRAND_MAX);
      return {
        kind: alternative.kind || null,
        price: price ?? 0,
        ...(brand ? { brand } : {}),
        ...(days === undefined ? {} : { deliveryDays: days }),
      };
    });
    return { pieceId: line.pieceId, options, ...withNote };
  });
  if (draft.every((line) => line.mode === 'unavailable')) {
    errors[draftField.form] = 'offers.validation.nonePriced';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, lines };
}

/**
 * Where a server field error belongs in the draft: `lines.2.options.1.price` is the second
 * alternative's price of the third part (or its single price); anything else is the form's.
 */
export function serverFieldOf(draft: readonly LineDraft[], field: string): string {
  const match = /^lines\.(\d+)(?:\.(options)\.(\d+)\.(price|kind|deliveryDays)|\.(note))?/.exec(
    field,
  );
  const line = match ? draft[Number(match[1])] : undefined;
  if (!match || !line) return draftField.form;
  if (match[5]) return draftField.note(line.pieceId);
  const index = Number(match[3] ?? 0);
  switch (match[4]) {
    case 'price':
      return line.mode === 'alternatives'
        ? draftField.alternativePrice(line.pieceId, index)
        : draftField.price(line.pieceId);
    case 'kind':
      return draftField.kind(line.pieceId, index);
    case 'deliveryDays':
      return draftField.deliveryDays(line.pieceId, index);
    default:
      return draftField.form;
  }
}

/**
 * The server's field errors once a part was edited: that part's go (the user is fixing what was
 * refused, and its box must not stay red), the others' stay until the next submit.
 */
export function withoutLineErrors(
  errors: Readonly<Record<string, string>>,
  pieceId: string,
): Record<string, string> {
  const prefix = `${pieceId}.`;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith(prefix)));
}
