import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { developmentCredentials } from './credentials.js';
import { INITIAL_PIH, invoiceHash } from './invoice-hash.js';
import { decodeInvoiceQr } from './qr.js';
import { signInvoice } from './stamp.js';
import { sampleInvoice } from './testing/documents.js';
import { NEEDS_SDK, SDK_SAMPLES, sdkData, sdkFile, textOf } from './testing/fixtures.js';
import { invoiceXml } from './ubl-xml.js';

describe.skipIf(!sdkData)(`the invoice hash of the SDK's signed samples${NEEDS_SDK}`, () => {
  // Each sample states its hash twice: in the signature's invoiceSignedData digest and in the
  // QR's tag 6. The first is the value REFERENCES.md quotes for the simplified invoice.
  it.each([
    ['simplified invoice', SDK_SAMPLES.invoice, 'r/2si60BEew0NQCHNHNejowLDLjVNV/VTT/P8QSLxMk='],
    [
      'simplified credit note',
      SDK_SAMPLES.creditNote,
      'nB55RlCPj1aF1dp/sRG+U26hg8P06M9BtTMxseocyrE=',
    ],
    [
      'simplified debit note',
      SDK_SAMPLES.debitNote,
      'ncYHSMS3NO1N2hYSaSYpg7Z0fyPqrZYHDRbXKeOpY28=',
    ],
  ])('%s: the hash it publishes', (_, path, published) => {
    const xml = sdkFile(path);
    expect(textOf(xml, 'ds:DigestValue', 'Id="invoiceSignedData"')).toBe(published);
    const qr = decodeInvoiceQr(textOf(xml, 'cbc:EmbeddedDocumentBinaryObject', '<cbc:ID>QR'));
    expect(qr.find((record) => record.tag === 6)?.text).toBe(published);
    expect(invoiceHash(xml)).toBe(published);
  });

  it('PIH/pih.txt is the first previous invoice hash', () => {
    expect(sdkFile('PIH/pih.txt').trim()).toBe(INITIAL_PIH);
  });
});

describe('the invoice hash', () => {
  const unsigned = invoiceXml(sampleInvoice());
  const signed = signInvoice(
    unsigned,
    developmentCredentials(),
    new Date('2024-03-10T21:30:09Z'),
  ).xml;

  it('leaves out the extensions, the signature and the QR, and nothing else', () => {
    const hash = invoiceHash(signed);
    const otherQr = signed.replace(
      /(<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>)[^<]*/,
      '$1AAAA',
    );
    const otherSignature = signed.replace(/<ds:SignatureValue>[^<]*/, '<ds:SignatureValue>AAAA');
    expect(otherQr).not.toBe(signed);
    expect(invoiceHash(otherQr)).toBe(hash);
    expect(invoiceHash(otherSignature)).toBe(hash);
    expect(invoiceHash(signed.replace('INV-2024-000123', 'INV-2024-000124'))).not.toBe(hash);
    expect(
      invoiceHash(signed.replace('396.75</cbc:PayableAmount>', '396.76</cbc:PayableAmount>')),
    ).not.toBe(hash);
  });

  it('is the same for the same document however it is written (canonical form)', () => {
    const rewritten = unsigned
      .replace('<?xml version="1.0" encoding="UTF-8"?>\n', '')
      .replace('<cbc:ProfileID>', '<!-- a comment --><cbc:ProfileID>')
      .replace(
        '<cac:Party>',
        "<cac:Party xmlns:cbc='urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'>",
      )
      .replace('<cbc:ID schemeID="CRN">', "<cbc:ID   schemeID='CRN'>");
    expect(invoiceHash(rewritten)).toBe(invoiceHash(unsigned));
    expect(invoiceHash(unsigned)).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('refuses text that is not XML', () => {
    expect(() => invoiceHash('<Invoice><unclosed></Invoice>')).toThrow(/not well-formed XML/);
  });
});

describe('the first previous invoice hash', () => {
  it('is Base64 of the hex SHA-256 of "0", the value ZATCA publishes', () => {
    const hex = createHash('sha256').update('0').digest('hex');
    expect(INITIAL_PIH).toBe(Buffer.from(hex).toString('base64'));
    expect(INITIAL_PIH).toBe(
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    );
  });
});
