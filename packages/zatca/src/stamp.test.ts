import { createHash, verify, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readCertificate } from './certificate.js';
import { developmentCredentials } from './credentials.js';
import { invoiceHash, invoiceHashBytes } from './invoice-hash.js';
import { decodeInvoiceQr } from './qr.js';
import { signedPropertiesDigest, signInvoice, type StampCredentials } from './stamp.js';
import { ARABIC_SELLER_NAME, sampleCreditNote, sampleInvoice } from './testing/documents.js';
import { NEEDS_SDK, SDK_SAMPLES, sdkData, sdkFile, textOf } from './testing/fixtures.js';
import { invoiceXml } from './ubl-xml.js';

const SIGNING_TIME = new Date('2024-03-10T21:30:09Z');
const credentials = developmentCredentials({ notBefore: new Date('2024-01-01T00:00:00Z') });
// The SDK's dummy credentials, bare Base64 as it ships them.
const sdkCredentials = (): StampCredentials => ({
  privateKeyPem: sdkFile('Certificates/ec-secp256k1-priv-key.pem'),
  certificatePem: sdkFile('Certificates/cert.pem'),
});

const qrOf = (xml: string) =>
  decodeInvoiceQr(textOf(xml, 'cbc:EmbeddedDocumentBinaryObject', '<cbc:ID>QR'));
const hexDigestBase64 = (text: string) =>
  Buffer.from(createHash('sha256').update(text).digest('hex')).toString('base64');

describe.skipIf(!sdkData)(`what the SDK's signed samples sign, measured${NEEDS_SDK}`, () => {
  it.each(Object.entries(SDK_SAMPLES))('%s', (_, path) => {
    const xml = sdkFile(path);
    const certificate = textOf(xml, 'ds:X509Certificate');
    const publicKey = new X509Certificate(Buffer.from(certificate, 'base64')).publicKey;
    // The signature is ECDSA-SHA256 of the invoice hash's bytes.
    const signature = Buffer.from(textOf(xml, 'ds:SignatureValue'), 'base64');
    expect(verify('sha256', invoiceHashBytes(xml), publicKey, signature)).toBe(true);
    // The certificate's digest is Base64 of the hex SHA-256 of its Base64 text.
    expect(textOf(xml, 'ds:DigestValue', '<xades:CertDigest>')).toBe(hexDigestBase64(certificate));
    // The signed properties' digest is of their text as written, namespaces declared.
    expect(signedPropertiesDigest(xml)).toBe(
      textOf(xml, 'ds:DigestValue', 'URI="#xadesSignedProperties"'),
    );
  });
});

describe('a stamped simplified invoice', () => {
  const unsigned = invoiceXml(sampleInvoice());
  const signed = signInvoice(unsigned, credentials, SIGNING_TIME);
  const certificate = new X509Certificate(credentials.certificatePem);

  it("carries a signature of its hash that the certificate's public key verifies", () => {
    const signature = Buffer.from(textOf(signed.xml, 'ds:SignatureValue'), 'base64');
    expect(verify('sha256', invoiceHashBytes(signed.xml), certificate.publicKey, signature)).toBe(
      true,
    );
    expect(verify('sha256', invoiceHashBytes(unsigned), certificate.publicKey, signature)).toBe(
      true,
    );
  });

  it("has the hash of its signed XML, which is the unsigned XML's, in the digest and the QR", () => {
    expect(signed.invoiceHash).toBe(invoiceHash(signed.xml));
    expect(signed.invoiceHash).toBe(invoiceHash(unsigned));
    expect(textOf(signed.xml, 'ds:DigestValue', 'Id="invoiceSignedData"')).toBe(signed.invoiceHash);
    expect(qrOf(signed.xml)[5]?.text).toBe(signed.invoiceHash);
  });

  it('has a QR with tags 1–9 saying what the XML says', () => {
    const qr = qrOf(signed.xml);
    expect(textOf(signed.xml, 'cbc:EmbeddedDocumentBinaryObject', '<cbc:ID>QR')).toBe(signed.qr);
    expect(qr.slice(0, 7).map((record) => record.text)).toEqual([
      `${ARABIC_SELLER_NAME} | United Auto Parts Co.`,
      '310122393500003',
      '2024-03-11T00:30:05',
      '396.75',
      '51.75',
      signed.invoiceHash,
      textOf(signed.xml, 'ds:SignatureValue'),
    ]);
    const stamp = readCertificate(credentials.certificatePem);
    expect(Buffer.from(qr[7]!.bytes)).toEqual(
      certificate.publicKey.export({ type: 'spki', format: 'der' }),
    );
    expect(Buffer.from(qr[8]!.bytes)).toEqual(stamp.signature);
  });

  it('names its certificate as the XAdES signed properties want, and digests them', () => {
    const stamp = readCertificate(credentials.certificatePem);
    expect(textOf(signed.xml, 'ds:X509Certificate')).toBe(stamp.base64);
    expect(textOf(signed.xml, 'xades:SigningTime')).toBe('2024-03-10T21:30:09Z');
    expect(textOf(signed.xml, 'ds:DigestValue', '<xades:CertDigest>')).toBe(
      hexDigestBase64(stamp.base64),
    );
    expect(textOf(signed.xml, 'ds:X509IssuerName')).toBe(
      'CN=Taseer development stamp, O=Taseer development, C=SA',
    );
    expect(textOf(signed.xml, 'ds:X509SerialNumber')).toBe(
      BigInt(`0x${certificate.serialNumber}`).toString(),
    );
    expect(textOf(signed.xml, 'ds:DigestValue', 'URI="#xadesSignedProperties"')).toBe(
      signedPropertiesDigest(signed.xml),
    );
  });

  it('digests the signed properties as written, with their namespaces declared', () => {
    const stamp = readCertificate(credentials.certificatePem);
    const ds = 'xmlns:ds="http://www.w3.org/2000/09/xmldsig#"';
    const indent = (spaces: number) => ' '.repeat(spaces);
    const form = [
      '<xades:SignedProperties xmlns:xades="http://uri.etsi.org/01903/v1.3.2#" Id="xadesSignedProperties">',
      `${indent(36)}<xades:SignedSignatureProperties>`,
      `${indent(40)}<xades:SigningTime>2024-03-10T21:30:09Z</xades:SigningTime>`,
      `${indent(40)}<xades:SigningCertificate>`,
      `${indent(44)}<xades:Cert>`,
      `${indent(48)}<xades:CertDigest>`,
      `${indent(52)}<ds:DigestMethod ${ds} Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>`,
      `${indent(52)}<ds:DigestValue ${ds}>${hexDigestBase64(stamp.base64)}</ds:DigestValue>`,
      `${indent(48)}</xades:CertDigest>`,
      `${indent(48)}<xades:IssuerSerial>`,
      `${indent(52)}<ds:X509IssuerName ${ds}>${stamp.issuerName}</ds:X509IssuerName>`,
      `${indent(52)}<ds:X509SerialNumber ${ds}>${stamp.serialNumber}</ds:X509SerialNumber>`,
      `${indent(48)}</xades:IssuerSerial>`,
      `${indent(44)}</xades:Cert>`,
      `${indent(40)}</xades:SigningCertificate>`,
      `${indent(36)}</xades:SignedSignatureProperties>`,
      `${indent(32)}</xades:SignedProperties>`,
    ].join('\n');
    expect(textOf(signed.xml, 'ds:DigestValue', 'URI="#xadesSignedProperties"')).toBe(
      hexDigestBase64(form),
    );
  });

  it.skipIf(!sdkData)(
    `lays the signature out as the SDK's signed sample, value for value${NEEDS_SDK}`,
    () => {
      const shape = (xml: string) =>
        /<ext:UBLExtensions>[\s\S]*<\/ext:UBLExtensions>/
          .exec(xml)![0]
          .replace(/\n *<!--[^>]*-->/, '')
          .replace(
            /<(ds:DigestValue|ds:SignatureValue|ds:X509Certificate|xades:SigningTime|ds:X509IssuerName|ds:X509SerialNumber)>[^<]*/g,
            '<$1>…',
          );
      expect(shape(signed.xml)).toBe(shape(sdkFile(SDK_SAMPLES.invoice)));
      expect(signed.xml).toMatch(
        /<\/cac:AdditionalDocumentReference><cac:AdditionalDocumentReference>\n {8}<cbc:ID>QR<\/cbc:ID>/,
      );
      expect(signed.xml).toMatch(
        /<\/cac:AdditionalDocumentReference><cac:Signature>\n {8}<cbc:ID>urn:oasis:names:specification:ubl:signature:Invoice<\/cbc:ID>\n {8}<cbc:SignatureMethod>urn:oasis:names:specification:ubl:dsig:enveloped:xades<\/cbc:SignatureMethod>\n {4}<\/cac:Signature>\n {4}<cac:AccountingSupplierParty>/,
      );
    },
  );
});

describe('stamping', () => {
  it.skipIf(!sdkData)(
    `works with the SDK's dummy key and certificate, naming ZATCA's test CA${NEEDS_SDK}`,
    () => {
      const signed = signInvoice(invoiceXml(sampleCreditNote()), sdkCredentials(), SIGNING_TIME);
      const certificate = new X509Certificate(
        Buffer.from(sdkCredentials().certificatePem, 'base64'),
      );
      const signature = Buffer.from(textOf(signed.xml, 'ds:SignatureValue'), 'base64');
      expect(verify('sha256', invoiceHashBytes(signed.xml), certificate.publicKey, signature)).toBe(
        true,
      );
      expect(textOf(signed.xml, 'ds:X509IssuerName')).toBe(
        'CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local',
      );
      expect(signed.invoiceHash).toBe(invoiceHash(signed.xml));
      expect(qrOf(signed.xml).map((record) => record.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    },
  );

  it("refuses a key that is not the certificate's, and a document already stamped", () => {
    const unsigned = invoiceXml(sampleInvoice());
    const mismatched = { ...credentials, privateKeyPem: developmentCredentials().privateKeyPem };
    expect(() => signInvoice(unsigned, mismatched, SIGNING_TIME)).toThrow(/does not belong/);
    const signed = signInvoice(unsigned, credentials, SIGNING_TIME);
    expect(() => signInvoice(signed.xml, credentials, SIGNING_TIME)).toThrow(/already stamped/);
    const withQr = unsigned.replace(
      '</cac:AdditionalDocumentReference>\n    <cac:AccountingSupplierParty>',
      '</cac:AdditionalDocumentReference><cac:AdditionalDocumentReference><cbc:ID>QR</cbc:ID></cac:AdditionalDocumentReference>\n    <cac:AccountingSupplierParty>',
    );
    expect(withQr).not.toBe(unsigned);
    expect(() => signInvoice(withQr, credentials, SIGNING_TIME)).toThrow(/already stamped/);
  });

  it('refuses a seller name too long for the QR (255 bytes)', () => {
    const longName = 'شركة '.repeat(30);
    const xml = invoiceXml(
      sampleInvoice({ seller: { ...sampleInvoice().seller, legalNameAr: longName } }),
    );
    expect(() => signInvoice(xml, credentials, SIGNING_TIME)).toThrow(/tag 1 \(sellerName\)/);
  });
});
