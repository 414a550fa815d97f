/**
 * The cryptographic stamp of a simplified invoice (phase 2, KSA-15): the XAdES enveloped
 * signature in `ext:UBLExtensions`, the `cac:Signature` that points at it (BR-KSA-28–30), and
 * the QR with tags 1–9 (BR-KSA-27), laid out as the SDK's signed samples.
 *
 * What the SDK signs, measured on its samples (stamp.test.ts): the ECDSA-SHA256 signature is of
 * the invoice hash's 32 bytes, not of `ds:SignedInfo`; the certificate's digest is the Base64 of
 * the hex SHA-256 of the certificate's Base64 text, and the signed properties' digest the Base64
 * of the hex SHA-256 of their text as written, with namespace declarations added
 * (`signedPropertiesDigest`).
 */
import { createHash, sign, verify } from 'node:crypto';
import { readCertificate, readPrivateKey, type StampCertificate } from './certificate.js';
import { invoiceHash, invoiceHashBytes, isQrReference } from './invoice-hash.js';
import { UBL_NAMESPACES } from './namespaces.js';
import { encodeInvoiceQr, type InvoiceQrFields } from './qr.js';
import { childElements, parseXml } from './xml-dom.js';
import { block, el, render, type XmlLines } from './xml-text.js';

/** The stamp's key and certificate (PEM, or the bare Base64 of ZATCA's and the SDK's files). */
export interface StampCredentials {
  privateKeyPem: string;
  certificatePem: string;
}

/** A stamped document: what is reported to ZATCA, what the next document's PIH is, what is printed. */
export interface SignedInvoice {
  /** The signed XML. */
  xml: string;
  /** Its invoice hash (Base64): the next document's `previousInvoiceHash`. */
  invoiceHash: string;
  /** The QR payload with tags 1–9 (Base64), as the XML carries it: what the printed invoice shows. */
  qr: string;
}

const SIGNATURE_ID = 'urn:oasis:names:specification:ubl:signature:Invoice';
const XADES_METHOD = 'urn:oasis:names:specification:ubl:dsig:enveloped:xades';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const XPATH = 'http://www.w3.org/TR/1999/REC-xpath-19991116';
const C14N_11 = 'http://www.w3.org/2006/12/xml-c14n11';

/**
 * Stamps the unsigned XML of `invoiceXml`: signs its hash with the key, adds the UBL extension
 * with the XAdES signature, the `cac:Signature` and the QR (tags 1–9). Everything is inserted
 * next to existing elements with no new text around them, so the signed document's hash is the
 * unsigned one's. Throws when the XML is already stamped or has no PIH reference, and when the
 * key is not the certificate's.
 */
export function signInvoice(
  xml: string,
  credentials: StampCredentials,
  signingTime: Date,
): SignedInvoice {
  const fields = invoiceFields(xml);
  const certificate = readCertificate(credentials.certificatePem);
  const hashBytes = invoiceHashBytes(xml);
  const hash = hashBytes.toString('base64');

  const signature = sign('sha256', hashBytes, readPrivateKey(credentials.privateKeyPem));
  if (!verify('sha256', hashBytes, certificate.publicKey, signature)) {
    throw new Error("the stamp's private key does not belong to its certificate");
  }
  const signatureBase64 = signature.toString('base64');

  const qr = encodeInvoiceQr({
    ...fields,
    invoiceHash: hash,
    signature: signatureBase64,
    publicKey: certificate.publicKeyDer,
    certificateSignature: certificate.signature,
  });
  const extensions = ublExtensions(hash, signatureBase64, certificate, signingTime);
  const references = qrReference(qr) + signatureReference();

  const rootStart = /<Invoice\b[^>]*>/.exec(xml);
  const pih = xml.indexOf('<cbc:ID>PIH</cbc:ID>');
  const pihEnd = xml.indexOf('</cac:AdditionalDocumentReference>', pih);
  if (!rootStart || pih < 0 || pihEnd < 0) {
    throw new Error('the XML to stamp has no <Invoice> root or no PIH reference');
  }
  const afterRoot = rootStart.index + rootStart[0].length;
  const afterPih = pihEnd + '</cac:AdditionalDocumentReference>'.length;
  const signed =
    xml.slice(0, afterRoot) +
    extensions +
    xml.slice(afterRoot, afterPih) +
    references +
    xml.slice(afterPih);

  // The hash leaves out what was inserted; a layout that breaks that must not go out signed.
  if (invoiceHash(signed) !== hash) throw new Error('stamping changed the invoice hash');
  return { xml: signed, invoiceHash: hash, qr };
}

/** Tags 1–5 of the QR, read from the XML itself, so the QR says what the XML says. */
function invoiceFields(
  xml: string,
): Pick<InvoiceQrFields, 'sellerName' | 'vatNumber' | 'timestamp' | 'totalWithVat' | 'vatTotal'> {
  const root = parseXml(xml).documentElement as Element;
  const { cac, cbc, ext } = UBL_NAMESPACES;
  if (
    root.getElementsByTagNameNS(ext, 'UBLExtensions').length > 0 ||
    root.getElementsByTagNameNS(cac, 'Signature').length > 0 ||
    Array.from(root.getElementsByTagNameNS(cac, 'AdditionalDocumentReference')).some(isQrReference)
  ) {
    throw new Error('the XML is already stamped');
  }
  const child = (parent: Element | undefined, namespace: string, name: string) =>
    parent &&
    childElements(parent).find(
      (element) => element.namespaceURI === namespace && element.localName === name,
    );
  const text = (element: Element | undefined, what: string) => {
    if (!element?.textContent) throw new Error(`the XML to stamp has no ${what}`);
    return element.textContent;
  };
  const party = child(child(root, cac, 'AccountingSupplierParty'), cac, 'Party');
  const totals = child(root, cac, 'LegalMonetaryTotal');
  return {
    sellerName: text(
      child(child(party, cac, 'PartyLegalEntity'), cbc, 'RegistrationName'),
      'seller name',
    ),
    vatNumber: text(child(child(party, cac, 'PartyTaxScheme'), cbc, 'CompanyID'), 'VAT number'),
    // IssueDate and IssueTime as written: ZATCA checks tag 3 against them.
    timestamp: `${text(child(root, cbc, 'IssueDate'), 'IssueDate')}T${text(child(root, cbc, 'IssueTime'), 'IssueTime')}`,
    totalWithVat: text(child(totals, cbc, 'TaxInclusiveAmount'), 'TaxInclusiveAmount'),
    vatTotal: text(child(child(root, cac, 'TaxTotal'), cbc, 'TaxAmount'), 'VAT total'),
  };
}

/** Base64 of the hex SHA-256: the form of the SDK's certificate and signed-properties digests. */
function hexDigestBase64(text: string): string {
  return Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex')).toString('base64');
}

function signedProperties(certificate: StampCertificate, signingTime: Date): XmlLines[] {
  return block(
    'xades:SignedProperties',
    [
      ...block('xades:SignedSignatureProperties', [
        // UTC with a Z, as the SDK's samples.
        el('xades:SigningTime', `${signingTime.toISOString().slice(0, 19)}Z`),
        ...block('xades:SigningCertificate', [
          ...block('xades:Cert', [
            ...block('xades:CertDigest', [
              `<ds:DigestMethod Algorithm="${SHA256}"/>`,
              el('ds:DigestValue', hexDigestBase64(certificate.base64)),
            ]),
            ...block('xades:IssuerSerial', [
              el('ds:X509IssuerName', certificate.issuerName),
              el('ds:X509SerialNumber', certificate.serialNumber),
            ]),
          ]),
        ]),
      ]),
    ],
    ` Id="xadesSignedProperties"`,
  );
}

/**
 * The signed properties' digest: of `xades:SignedProperties` exactly as the document has it,
 * whitespace included, with `xmlns:xades` declared on it and `xmlns:ds` on each ds element. Not
 * a canonical form (C14N would open the empty elements): the form that reproduces the digests
 * of the SDK's signed samples (stamp.test.ts).
 */
export function signedPropertiesDigest(signedXml: string): string {
  const written = /<xades:SignedProperties[\s>][\s\S]*?<\/xades:SignedProperties>/.exec(signedXml);
  if (!written) throw new Error('the XML has no xades:SignedProperties');
  const { ds, xades } = UBL_NAMESPACES;
  const form = written[0]
    .replace('<xades:SignedProperties', `<xades:SignedProperties xmlns:xades="${xades}"`)
    .replace(/<ds:([A-Za-z0-9]+)/g, `<ds:$1 xmlns:ds="${ds}"`);
  return hexDigestBase64(form);
}

function ublExtensions(
  hash: string,
  signatureValue: string,
  certificate: StampCertificate,
  signingTime: Date,
): string {
  const { sig, sac, sbc, ds, xades } = UBL_NAMESPACES;
  const properties = signedProperties(certificate, signingTime);
  const transform = (xpath: string) =>
    block('ds:Transform', [el('ds:XPath', xpath)], ` Algorithm="${XPATH}"`);

  const build = (propertiesDigest: string) =>
    render(
      block('ext:UBLExtensions', [
        ...block('ext:UBLExtension', [
          el('ext:ExtensionURI', XADES_METHOD),
          ...block('ext:ExtensionContent', [
            ...block(
              'sig:UBLDocumentSignatures',
              [
                ...block('sac:SignatureInformation', [
                  el('cbc:ID', 'urn:oasis:names:specification:ubl:signature:1'),
                  el('sbc:ReferencedSignatureID', SIGNATURE_ID),
                  ...block(
                    'ds:Signature',
                    [
                      ...block('ds:SignedInfo', [
                        `<ds:CanonicalizationMethod Algorithm="${C14N_11}"/>`,
                        '<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>',
                        ...block(
                          'ds:Reference',
                          [
                            ...block('ds:Transforms', [
                              ...transform('not(//ancestor-or-self::ext:UBLExtensions)'),
                              ...transform('not(//ancestor-or-self::cac:Signature)'),
                              ...transform(
                                "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
                              ),
                              `<ds:Transform Algorithm="${C14N_11}"/>`,
                            ]),
                            `<ds:DigestMethod Algorithm="${SHA256}"/>`,
                            el('ds:DigestValue', hash),
                          ],
                          ' Id="invoiceSignedData" URI=""',
                        ),
                        ...block(
                          'ds:Reference',
                          [
                            `<ds:DigestMethod Algorithm="${SHA256}"/>`,
                            el('ds:DigestValue', propertiesDigest),
                          ],
                          ' Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties"',
                        ),
                      ]),
                      el('ds:SignatureValue', signatureValue),
                      ...block('ds:KeyInfo', [
                        ...block('ds:X509Data', [el('ds:X509Certificate', certificate.base64)]),
                      ]),
                      ...block('ds:Object', [
                        ...block(
                          'xades:QualifyingProperties',
                          properties,
                          ` xmlns:xades="${xades}" Target="signature"`,
                        ),
                      ]),
                    ],
                    ` xmlns:ds="${ds}" Id="signature"`,
                  ),
                ]),
              ],
              ` xmlns:sig="${sig}" xmlns:sac="${sac}" xmlns:sbc="${sbc}"`,
            ),
          ]),
        ]),
      ]),
      0,
    ).join('\n');

  // The properties' digest is of their text in the finished block, which the digest itself
  // does not touch: build once without it, digest, build again.
  return build(signedPropertiesDigest(build('')));
}

function qrReference(qr: string): string {
  return render(
    block('cac:AdditionalDocumentReference', [
      el('cbc:ID', 'QR'),
      ...block('cac:Attachment', [
        el('cbc:EmbeddedDocumentBinaryObject', qr, ' mimeCode="text/plain"'),
      ]),
    ]),
    1,
  )
    .join('\n')
    .trimStart();
}

function signatureReference(): string {
  return render(
    block('cac:Signature', [el('cbc:ID', SIGNATURE_ID), el('cbc:SignatureMethod', XADES_METHOD)]),
    1,
  )
    .join('\n')
    .trimStart();
}
