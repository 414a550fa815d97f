/**
 * The invoice QR code's payload (ZATCA, "E-invoicing detailed technical guideline", phase 1, and
 * the security features standard for tags 6–9): Base64 of TLV records, each one byte tag, one
 * byte length (of the value in UTF-8 bytes, not in characters) and the value.
 */

/** The values of the QR's tags; 6–9 only once the invoice is stamped (phase 2). */
export interface InvoiceQrFields {
  /** Tag 1: the seller's name, as the invoice's RegistrationName. */
  sellerName: string;
  /** Tag 2: the seller's VAT registration number. */
  vatNumber: string;
  /** Tag 3: the invoice's date and time, ISO 8601 (`2022-04-25T15:30:00Z`). */
  timestamp: string;
  /** Tag 4: the total with VAT, two decimals (`1000.00`). */
  totalWithVat: string;
  /** Tag 5: the VAT total, two decimals (`150.00`). */
  vatTotal: string;
  /** Tag 6: the invoice hash (Base64 text). */
  invoiceHash?: string | Uint8Array;
  /** Tag 7: the ECDSA signature of the invoice hash (Base64 text). */
  signature?: string | Uint8Array;
  /** Tag 8: the public key, DER SubjectPublicKeyInfo bytes. */
  publicKey?: string | Uint8Array;
  /** Tag 9: the signature of the stamp's certificate (its signatureValue bytes). */
  certificateSignature?: string | Uint8Array;
}

/** One TLV record of a decoded QR. */
export interface QrRecord {
  tag: number;
  bytes: Uint8Array;
  /** The value as UTF-8 text, or null when its bytes are not valid UTF-8 (tags 8 and 9). */
  text: string | null;
}

const MAX_VALUE_BYTES = 255;
const TAG_ORDER: ReadonlyArray<[number, keyof InvoiceQrFields]> = [
  [1, 'sellerName'],
  [2, 'vatNumber'],
  [3, 'timestamp'],
  [4, 'totalWithVat'],
  [5, 'vatTotal'],
  [6, 'invoiceHash'],
  [7, 'signature'],
  [8, 'publicKey'],
  [9, 'certificateSignature'],
];

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The QR payload of an invoice: Base64 of the TLV records of tags 1–5 and of those of 6–9 given.
 * Throws when a value is over 255 bytes, the most one length byte can say.
 */
export function encodeInvoiceQr(fields: InvoiceQrFields): string {
  const records: Uint8Array[] = [];
  for (const [tag, key] of TAG_ORDER) {
    const value = fields[key];
    if (value === undefined) continue;
    const bytes = typeof value === 'string' ? utf8.encode(value) : value;
    if (bytes.length > MAX_VALUE_BYTES) {
      throw new RangeError(
        `QR tag ${tag} (${key}) is ${bytes.length} bytes; a TLV value holds at most ${MAX_VALUE_BYTES}`,
      );
    }
    records.push(Uint8Array.of(tag, bytes.length), bytes);
  }
  return Buffer.concat(records).toString('base64');
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The TLV records of a QR payload, in order. Strict: throws on text that is not Base64, on an
 * empty payload, on tag 0 and on a record cut short.
 */
export function decodeInvoiceQr(base64: string): QrRecord[] {
  if (!base64) throw new Error('QR payload is empty');
  if (!BASE64.test(base64)) throw new Error('QR payload is not Base64');
  const data = Buffer.from(base64, 'base64');
  const records: QrRecord[] = [];
  let offset = 0;
  while (offset < data.length) {
    if (offset + 2 > data.length) {
      throw new Error(`QR payload is truncated: a record at byte ${offset} has no length`);
    }
    const tag = data[offset] as number;
    const length = data[offset + 1] as number;
    if (tag === 0) throw new Error(`QR payload has tag 0 at byte ${offset}`);
    const end = offset + 2 + length;
    if (end > data.length) {
      throw new Error(
        `QR payload is truncated: tag ${tag} says ${length} bytes, ${data.length - offset - 2} remain`,
      );
    }
    const bytes = new Uint8Array(data.subarray(offset + 2, end));
    records.push({ tag, bytes, text: utf8Text(bytes) });
    offset = end;
  }
  return records;
}

function utf8Text(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}
