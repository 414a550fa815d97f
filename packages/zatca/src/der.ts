/**
 * The little DER (ASN.1 distinguished encoding) a certificate needs: enough to write a
 * self-signed development certificate and to read a certificate's signature. Not a general
 * ASN.1 library: no indefinite lengths, no high tag numbers.
 */

function lengthBytes(length: number): Buffer {
  if (length < 0x80) return Buffer.of(length);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.of(0x80 | bytes.length, ...bytes);
}

export function tlv(tag: number, content: Uint8Array): Buffer {
  return Buffer.concat([Buffer.of(tag), lengthBytes(content.length), content]);
}

export const sequence = (...parts: Uint8Array[]) => tlv(0x30, Buffer.concat(parts));
export const set = (...parts: Uint8Array[]) => tlv(0x31, Buffer.concat(parts));
/** `[n] EXPLICIT`, a constructed context-specific tag. */
export const explicit = (n: number, content: Uint8Array) => tlv(0xa0 | n, content);
export const utf8String = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
export const printableString = (text: string) => tlv(0x13, Buffer.from(text, 'latin1'));
/** A BIT STRING of whole bytes (no unused bits). */
export const bitString = (bytes: Uint8Array) => tlv(0x03, Buffer.concat([Buffer.of(0), bytes]));

/** A non-negative INTEGER from its big-endian magnitude. */
export function unsignedInteger(magnitude: Uint8Array): Buffer {
  let start = 0;
  while (start < magnitude.length - 1 && magnitude[start] === 0) start += 1;
  const trimmed = magnitude.subarray(start);
  const needsPad = ((trimmed[0] ?? 0) & 0x80) !== 0;
  return tlv(0x02, Buffer.concat([needsPad ? Buffer.of(0) : Buffer.alloc(0), trimmed]));
}

export function objectIdentifier(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const groups = [arc % 128];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) {
      groups.unshift(0x80 | (value % 128));
    }
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime (YYMMDDHHMMSSZ), the form RFC 5280 wants for dates before 2050. */
export function utcTime(date: Date): Buffer {
  const iso = date.toISOString();
  const text = iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10) + iso.slice(11, 13);
  return tlv(0x17, Buffer.from(`${text}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`, 'latin1'));
}

export interface Tlv {
  tag: number;
  /** The content's bytes. */
  content: Buffer;
  /** The offset just past this TLV in the buffer it was read from. */
  end: number;
}

/** Reads one TLV at `offset`; throws if the bytes are cut short or not DER. */
export function readTlv(bytes: Buffer, offset = 0): Tlv {
  const tag = bytes[offset];
  const first = bytes[offset + 1];
  if (tag === undefined || first === undefined) throw new Error('DER: truncated header');
  let length = first;
  let headerLength = 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER: unsupported length');
    length = 0;
    for (let index = 0; index < count; index += 1) {
      const byte = bytes[offset + 2 + index];
      if (byte === undefined) throw new Error('DER: truncated length');
      length = length * 256 + byte;
    }
    headerLength += count;
  }
  const start = offset + headerLength;
  if (start + length > bytes.length) throw new Error('DER: truncated content');
  return { tag, content: bytes.subarray(start, start + length), end: start + length };
}

/** The TLVs inside a constructed value's content. */
export function readChildren(content: Buffer): Tlv[] {
  const children: Tlv[] = [];
  for (let offset = 0; offset < content.length;) {
    const child = readTlv(content, offset);
    children.push(child);
    offset = child.end;
  }
  return children;
}
