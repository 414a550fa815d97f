import { sarText } from '@taseer/money';

// Characters XML 1.0 cannot carry at all, even escaped: refused rather than dropped, so a
// document never says less than the figures it was given.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Text for element content or a double-quoted attribute, escaped. */
export function xmlText(text: string): string {
  if (NOT_XML.test(text)) throw new RangeError(`text has a character XML cannot hold: "${text}"`);
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;');
}

/** Halalas as the SAR amount ZATCA reads: always two decimals (`1000.00`, BR-DEC-*). */
export function amountText(halalas: number): string {
  return sarText(halalas);
}

/** Basis points as a VAT percent with two decimals (`15.00`, at most two: BR-KSA-DEC-02). */
export function percentText(basisPoints: number): string {
  return sarText(basisPoints);
}

/** Nested lines of XML: a nested array is indented one level (four spaces, as the SDK's samples). */
export type XmlLines = string | XmlLines[];

/** A one-line element with escaped text content; `attributes` are written as given. */
export function el(name: string, value: string, attributes = ''): string {
  return `<${name}${attributes}>${xmlText(value)}</${name}>`;
}

/** An element whose children go on their own lines, one level in. */
export function block(name: string, children: XmlLines[], attributes = ''): XmlLines[] {
  return [`<${name}${attributes}>`, children, `</${name}>`];
}

export function render(lines: XmlLines[], depth: number): string[] {
  return lines.flatMap((line) =>
    typeof line === 'string' ? ['    '.repeat(depth) + line] : render(line, depth + 1),
  );
}
