import { type AuditChange, change } from '../audit/index.js';
import type { QuoteLineSnapshot } from './quote-lines.js';

/** A line's options by kind; a single price (no kind) is `unitPrice`. */
function pricesOf(line: QuoteLineSnapshot | undefined): Map<string, number> {
  return new Map(
    (line?.state === 'priced' ? line.options : []).map((option) => [
      option.kind ? `unitPrice.${option.kind}` : 'unitPrice',
      option.unitHalalas,
    ]),
  );
}

/**
 * What a new version changed in the prices of the one it replaces, part by part: each unit price
 * (by kind when the part has alternatives) before and after, in halalas, and a part that became
 * unavailable or available again. Brands, delivery days and notes are not prices.
 */
export function priceChanges(
  previous: readonly QuoteLineSnapshot[],
  current: readonly QuoteLineSnapshot[],
): AuditChange[] {
  const before = new Map(previous.map((line) => [line.pieceId, line]));
  const changes: AuditChange[] = [];
  for (const line of current) {
    const was = before.get(line.pieceId);
    const item = line.nameAr;
    if (was && was.state !== line.state) {
      changes.push(
        change('available', 'boolean', was.state === 'priced', line.state === 'priced', item),
      );
    }
    const old = pricesOf(was);
    const now = pricesOf(line);
    for (const field of new Set([...old.keys(), ...now.keys()])) {
      const from = old.get(field) ?? null;
      const to = now.get(field) ?? null;
      if (from !== to) changes.push(change(field, 'money', from, to, item));
    }
  }
  return changes;
}
