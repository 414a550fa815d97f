import { AppError, type FieldError } from '../../errors.js';
import type { Body } from '../../openapi/operation-types.js';
import type { QuoteLineSnapshot } from './quote-lines.js';

/** What the customer asks of one part (the contract's `ChangeWant`). */
export type ChangeWant = 'another_brand' | 'cheaper' | 'not_needed';

/** One part of a change request, as stored (quote_change_requests.lines) and answered. */
export interface QuoteChangeLine {
  pieceId: string;
  want: ChangeWant;
}

/** A change request as the service compares and records it. */
export interface QuoteChange {
  note: string | null;
  lines: QuoteChangeLine[];
}

/** Stored with the request and the event: the contract's note is at most this long. */
export const CHANGE_NOTE_MAX = 500;

/**
 * The customer's request checked against the version: priced lines only, each once, something
 * asked (a line or a note), and not every priced part left out (that is declining). Returned in
 * the lines' order with the note trimmed, so equal requests compare equal.
 */
export function checkedChange(
  lines: readonly QuoteLineSnapshot[],
  input: Body<'requestPublicQuoteChange'>,
): QuoteChange {
  const errors: FieldError[] = [];
  const note = input.note?.trim() || null;
  const asked = input.lines ?? [];
  const byPiece = new Map(lines.map((line) => [line.pieceId, line]));
  const seen = new Set<string>();
  asked.forEach((choice, index) => {
    const line = byPiece.get(choice.pieceId);
    const field = `lines.${index}.pieceId`;
    if (!line || line.state !== 'priced') {
      errors.push({ field, message: 'هذه القطعة ليست من القطع المسعّرة في العرض' });
    } else if (seen.has(choice.pieceId)) {
      errors.push({ field, message: 'اختر طلبًا واحدًا لكل قطعة' });
    }
    seen.add(choice.pieceId);
  });
  if (asked.length === 0 && note === null) {
    errors.push({
      field: 'lines',
      message: 'اختر ما تريد تغييره في قطعة واحدة على الأقل، أو اكتب ملاحظتك للمتجر',
    });
  }
  const priced = lines.filter((line) => line.state === 'priced');
  const leftOut = new Set(
    asked.filter((choice) => choice.want === 'not_needed').map((c) => c.pieceId),
  );
  if (errors.length === 0 && priced.every((line) => leftOut.has(line.pieceId))) {
    errors.push({
      field: 'lines',
      message: 'إن لم تعد بحاجة إلى أي من القطع فارفض العرض بدلًا من طلب التعديل',
    });
  }
  if (errors.length > 0) {
    const message =
      errors.length === 1 && errors[0] ? errors[0].message : 'بيانات طلب التعديل غير صالحة';
    throw new AppError('VALIDATION_FAILED', { message, errors });
  }
  const order = new Map(lines.map((line, index) => [line.pieceId, index]));
  return {
    note,
    lines: asked
      .map(({ pieceId, want }) => ({ pieceId, want }))
      .sort((a, b) => (order.get(a.pieceId) ?? 0) - (order.get(b.pieceId) ?? 0)),
  };
}

/** Field by field: jsonb gives keys back in its own order. */
export function sameChange(recorded: QuoteChange, change: QuoteChange): boolean {
  return (
    recorded.note === change.note &&
    recorded.lines.length === change.lines.length &&
    recorded.lines.every(
      (line, index) =>
        line.pieceId === change.lines[index]?.pieceId && line.want === change.lines[index]?.want,
    )
  );
}
