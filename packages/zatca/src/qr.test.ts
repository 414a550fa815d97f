import { describe, expect, it } from 'vitest';
import { decodeInvoiceQr, encodeInvoiceQr } from './qr.js';
import { ARABIC_SELLER_NAME } from './testing/documents.js';
import { NEEDS_SDK, SDK_SAMPLES, sdkData, sdkFile, textOf } from './testing/fixtures.js';

const VECTOR_FIELDS = {
  sellerName: 'Bobs Records',
  vatNumber: '310122393500003',
  timestamp: '2022-04-25T15:30:00Z',
  totalWithVat: '1000.00',
  vatTotal: '150.00',
};
// ZATCA's published phase-1 example (REFERENCES.md, "Phase-1 QR").
const VECTOR =
  'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==';

describe('the invoice QR', () => {
  it('encodes the published phase-1 example byte for byte', () => {
    expect(encodeInvoiceQr(VECTOR_FIELDS)).toBe(VECTOR);
  });

  it('decodes the published example into its five records', () => {
    expect(decodeInvoiceQr(VECTOR).map(({ tag, text }) => [tag, text])).toEqual([
      [1, 'Bobs Records'],
      [2, '310122393500003'],
      [3, '2022-04-25T15:30:00Z'],
      [4, '1000.00'],
      [5, '150.00'],
    ]);
  });

  it('counts an Arabic name in UTF-8 bytes, not characters, and gets it back whole', () => {
    const qr = encodeInvoiceQr({ ...VECTOR_FIELDS, sellerName: ARABIC_SELLER_NAME });
    const bytes = Buffer.from(qr, 'base64');
    const nameBytes = Buffer.byteLength(ARABIC_SELLER_NAME, 'utf8');
    expect(nameBytes).toBeGreaterThan(ARABIC_SELLER_NAME.length);
    expect([bytes[0], bytes[1]]).toEqual([1, nameBytes]);
    expect(decodeInvoiceQr(qr)[0]).toMatchObject({ tag: 1, text: ARABIC_SELLER_NAME });
  });

  it('takes a long Arabic name up to 255 bytes and refuses one byte more, naming the tag', () => {
    const longest = 'ق'.repeat(127) + 'a'; // 2 × 127 + 1 = 255 bytes
    expect(
      decodeInvoiceQr(encodeInvoiceQr({ ...VECTOR_FIELDS, sellerName: longest }))[0]?.text,
    ).toBe(longest);
    expect(() => encodeInvoiceQr({ ...VECTOR_FIELDS, sellerName: 'ق'.repeat(128) })).toThrow(
      /tag 1 \(sellerName\) is 256 bytes; a TLV value holds at most 255/,
    );
  });

  it('writes tags 6 to 9 after the first five, raw bytes as given', () => {
    const publicKey = Uint8Array.of(0x30, 0x56, 0xff, 0x00);
    const records = decodeInvoiceQr(
      encodeInvoiceQr({
        ...VECTOR_FIELDS,
        invoiceHash: 'r/2si60BEew0NQCHNHNejowLDLjVNV/VTT/P8QSLxMk=',
        signature: 'MEUCIQ==',
        publicKey,
        certificateSignature: Uint8Array.of(1, 2, 3),
      }),
    );
    expect(records.map((record) => record.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(records[5]?.text).toBe('r/2si60BEew0NQCHNHNejowLDLjVNV/VTT/P8QSLxMk=');
    expect(records[7]?.bytes).toEqual(publicKey);
    expect(records[7]?.text).toBeNull();
  });

  it.skipIf(!sdkData)(
    `reads the SDK's stamped sample QR: nine tags, tag 6 the invoice's digest${NEEDS_SDK}`,
    () => {
      const xml = sdkFile(SDK_SAMPLES.invoice);
      const records = decodeInvoiceQr(
        textOf(xml, 'cbc:EmbeddedDocumentBinaryObject', '<cbc:ID>QR'),
      );
      expect(records.map((record) => record.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(records[0]?.text).toBe('Acme Widget’s LTD');
      expect(records[5]?.text).toBe(textOf(xml, 'ds:DigestValue'));
      expect(records[6]?.text).toBe(textOf(xml, 'ds:SignatureValue'));
    },
  );

  it('refuses a payload cut short, not Base64, or empty', () => {
    const bytes = Buffer.from(VECTOR, 'base64');
    expect(() => decodeInvoiceQr(bytes.subarray(0, -1).toString('base64'))).toThrow(
      /truncated: tag 5 says 6 bytes, 5 remain/,
    );
    expect(() => decodeInvoiceQr(Buffer.concat([bytes, Buffer.of(6)]).toString('base64'))).toThrow(
      /truncated: a record at byte 70 has no length/,
    );
    expect(() => decodeInvoiceQr('not base64!')).toThrow(/not Base64/);
    expect(() => decodeInvoiceQr('')).toThrow(/empty/);
    expect(() => decodeInvoiceQr(Buffer.of(0, 1, 65).toString('base64'))).toThrow(/tag 0/);
  });
});
