import { AppError, type FieldError } from '../../errors.js';
import type { Body } from '../../openapi/operation-types.js';
import { PRICE_MAX_CHARACTERS } from '../orders/index.js';
import { halalasOf, type ChosenLine } from '@taseer/money';

/**
 * The lines of a quote version as stored (quotes.lines): a snapshot of each piece as it was priced.
 */
export type QuoteOptionKind = 'original' | 'commercial' | 'used';

export interface QuoteOptionSnapshot {
  kind: QuoteOptionKind | null;
  unitHalalas: number;
  brand: string | null;
  deliveryDays: number | null;
}

export interface QuoteLineSnapshot {
  pieceId: string;
  nameAr: string;
  nameEn: string | null;
  serial: string | null;
  quantity: number;
  state: 'priced' | 'unavailable';
  note: string | null;
  options: QuoteOptionSnapshot[];
}

export type DeclineReason = 'too_expensive' | 'found_elsewhere' | 'not_needed' | 'other';

/** quotes.answer: the customer's one answer to a version. */
export type QuoteAnswer =
  | { decision: 'accepted'; lines: ChosenLine[] }
  | { decision: 'declined'; reason: DeclineReason; reasonText: string | null };

/** One line of the contract's IssueQuoteRequest. */
export type QuoteLineInput = Body<'issueQuote'>['lines'][number];

export interface PieceToPrice {
  id: string;
  nameAr: string;
  nameEn: string | null;
  serial: string | null;
  quantity: number;
}

const KIND_NAMES: Record<QuoteOptionKind, string> = {
  original: 'أصلي',
  commercial: 'تجاري',
  used: 'مستعمل',
};

/**
 * The lines of a new version from staff's input, in the order of the order's pieces: every piece
 * exactly once, priced (one unit price, or two or three alternatives of different kinds) or
 * unavailable, and at least one priced. Refuses with every problem named by field.
 */
export function linesFromInput(
  pieces: readonly PieceToPrice[],
  input: readonly QuoteLineInput[],
): QuoteLineSnapshot[] {
  const errors: FieldError[] = [];
  const byPiece = new Map<string, { line: QuoteLineInput; index: number }>();
  const known = new Set(pieces.map((piece) => piece.id));
  input.forEach((line, index) => {
    const field = `lines.${index}.pieceId`;
    if (!known.has(line.pieceId)) {
      errors.push({ field, message: `السطر رقم ${index + 1} ليس من قطع هذا الطلب` });
    } else if (byPiece.has(line.pieceId)) {
      errors.push({ field, message: `السطر رقم ${index + 1} مكرر، سعّر كل قطعة مرة واحدة` });
    } else {
      byPiece.set(line.pieceId, { line, index });
    }
  });
  const missing = pieces.filter((piece) => !byPiece.has(piece.id)).length;
  if (missing > 0) {
    errors.push({
      field: 'lines',
      message: `يجب أن يشمل العرض جميع قطع الطلب: بقيت ${missing} ${missing === 1 ? 'قطعة' : 'قطع'} دون سعر أو دون تحديد أنها غير متوفرة`,
    });
  }

  const lines = pieces.flatMap((piece) => {
    const entry = byPiece.get(piece.id);
    if (!entry) return [];
    return [snapshotOf(piece, entry.line, entry.index, errors)];
  });
  if (errors.length === 0 && !lines.some((line) => line.state === 'priced')) {
    errors.push({
      field: 'lines',
      message: 'لا يمكن إرسال عرض جميع قطعه غير متوفرة، سعّر قطعة واحدة على الأقل',
    });
  }
  if (errors.length > 0) throw invalid(errors);
  return lines;
}

function snapshotOf(
  piece: PieceToPrice,
  line: QuoteLineInput,
  index: number,
  errors: FieldError[],
): QuoteLineSnapshot {
  const label = `القطعة رقم ${index + 1}`;
  const note = line.note?.trim() || null;
  const base = {
    pieceId: piece.id,
    nameAr: piece.nameAr,
    nameEn: piece.nameEn,
    serial: piece.serial,
    quantity: piece.quantity,
    note,
  };
  const options = line.options ?? [];
  if (line.unavailable) {
    if (options.length > 0) {
      errors.push({
        field: `lines.${index}.options`,
        message: `${label}: القطعة غير المتوفرة لا تأخذ سعرًا`,
      });
    }
    return { ...base, state: 'unavailable', options: [] };
  }
  if (options.length === 0) {
    errors.push({
      field: `lines.${index}.options`,
      message: `${label}: أدخل سعرًا أو حدّد أن القطعة غير متوفرة`,
    });
    return { ...base, state: 'priced', options: [] };
  }
  const alternatives = options.length > 1;
  const kinds = new Set<QuoteOptionKind>();
  const snapshots = options.map((option, optionIndex): QuoteOptionSnapshot => {
    const field = `lines.${index}.options.${optionIndex}`;
    const which = alternatives ? `${label}، البديل ${optionIndex + 1}` : label;
    const unitHalalas = checkedPrice(option.price);
    if (typeof unitHalalas === 'string') {
      errors.push({ field: `${field}.price`, message: `سعر ${which}: ${unitHalalas}` });
    }
    const kind = option.kind ?? null;
    if (alternatives && kind === null) {
      errors.push({
        field: `${field}.kind`,
        message: `${which}: اختر نوع البديل (أصلي أو تجاري أو مستعمل)`,
      });
    }
    if (kind !== null && kinds.has(kind)) {
      errors.push({
        field: `${field}.kind`,
        message: `${which}: النوع «${KIND_NAMES[kind]}» مكرر، لكل بديل نوع مختلف`,
      });
    }
    if (kind !== null) kinds.add(kind);
    return {
      kind,
      unitHalalas: typeof unitHalalas === 'number' ? unitHalalas : 0,
      brand: option.brand?.trim() || null,
      deliveryDays: option.deliveryDays ?? null,
    };
  });
  return { ...base, state: 'priced', options: snapshots };
}

/** Halalas of a unit price, or why it is refused (the price box's rules). */
function checkedPrice(price: number): number | string {
  if (!Number.isFinite(price) || price <= 0) return 'يجب أن يكون السعر أكبر من صفر';
  const halalas = halalasOf(price);
  if (halalas === null) return 'يجب ألا يزيد السعر عن منزلتين عشريتين';
  if (String(price).length > PRICE_MAX_CHARACTERS) {
    return `يجب ألا يتجاوز السعر ${PRICE_MAX_CHARACTERS} خانات`;
  }
  return halalas;
}

/**
 * The customer's choices checked against the version: priced lines only, each once, an existing
 * option, at least one. Returned in the lines' order so equal answers compare equal.
 */
export function checkedChoices(
  lines: readonly QuoteLineSnapshot[],
  chosen: readonly ChosenLine[],
): ChosenLine[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const byPiece = new Map(lines.map((line) => [line.pieceId, line]));
  chosen.forEach((choice, index) => {
    const line = byPiece.get(choice.pieceId);
    const field = `lines.${index}`;
    if (!line || line.state !== 'priced') {
      errors.push({
        field: `${field}.pieceId`,
        message: 'هذه القطعة ليست من القطع المسعّرة في العرض',
      });
    } else if (seen.has(choice.pieceId)) {
      errors.push({ field: `${field}.pieceId`, message: 'اختر كل قطعة مرة واحدة' });
    } else if (!line.options[choice.option]) {
      errors.push({ field: `${field}.option`, message: 'الخيار المحدد غير موجود في العرض' });
    }
    seen.add(choice.pieceId);
  });
  if (chosen.length === 0) {
    errors.push({ field: 'lines', message: 'اختر قطعة واحدة على الأقل لقبول العرض' });
  }
  if (errors.length > 0) throw invalid(errors);
  const order = new Map(lines.map((line, index) => [line.pieceId, index]));
  return [...chosen]
    .map(({ pieceId, option }) => ({ pieceId, option }))
    .sort((a, b) => (order.get(a.pieceId) ?? 0) - (order.get(b.pieceId) ?? 0));
}

function invalid(errors: FieldError[]): AppError {
  const message =
    errors.length === 1 && errors[0] ? errors[0].message : 'بيانات عرض السعر غير صالحة';
  return new AppError('VALIDATION_FAILED', { message, errors });
}
