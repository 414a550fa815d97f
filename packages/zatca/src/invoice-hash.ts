/**
 * The invoice hash (KSA-13 of the next document, the stamp's digest, the QR's tag 6): SHA-256,
 * Base64, of the canonical form of the invoice without `ext:UBLExtensions`, `cac:Signature` and
 * the QR's `cac:AdditionalDocumentReference`: the three XPath transforms and the C14N 1.1
 * transform of the SDK's signature reference `invoiceSignedData`.
 */
import { createHash } from 'node:crypto';
import { C14nCanonicalization } from 'xml-crypto';
import { UBL_NAMESPACES } from './namespaces.js';
import { childElements, parseXml } from './xml-dom.js';

/**
 * The first document's previous invoice hash: Base64 of the hex SHA-256 of "0", as the SDK's
 * `Data/PIH/pih.txt` has it.
 */
export const INITIAL_PIH = Buffer.from(createHash('sha256').update('0').digest('hex')).toString(
  'base64',
);

/**
 * The canonical text the hash is taken of. xml-crypto's canonicalization is C14N 1.0; on a
 * whole document with no `xml:*` attributes C14N 1.1 gives the same bytes (1.1 changed only how
 * `xml:id` and `xml:base` pass to a document subset), which the SDK samples' published hashes
 * confirm (invoice-hash.test.ts). Comments are dropped, as C14N without comments does.
 */
export function canonicalInvoice(xml: string): string {
  const document = parseXml(xml);
  const root = document.documentElement as Element;
  for (const element of [
    ...elementsNamed(root, UBL_NAMESPACES.ext, 'UBLExtensions'),
    ...elementsNamed(root, UBL_NAMESPACES.cac, 'Signature'),
    ...elementsNamed(root, UBL_NAMESPACES.cac, 'AdditionalDocumentReference').filter(isQrReference),
  ]) {
    element.parentNode?.removeChild(element);
  }
  return new C14nCanonicalization().process(root, {});
}

/** Base64 SHA-256 of the invoice's canonical form (as `r/2si60BEew0NQCHNHNejowLDLjVNV/VTT/P8QSLxMk=`). */
export function invoiceHash(xml: string): string {
  return invoiceHashBytes(xml).toString('base64');
}

/** The invoice hash's 32 bytes: what the stamp's ECDSA signature signs. */
export function invoiceHashBytes(xml: string): Buffer {
  return createHash('sha256').update(canonicalInvoice(xml), 'utf8').digest();
}

function elementsNamed(root: Element, namespace: string, localName: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(namespace, localName));
}

/** `cac:AdditionalDocumentReference[cbc:ID='QR']`: an exact comparison, as XPath's `=`. */
export function isQrReference(reference: Element): boolean {
  return childElements(reference).some(
    (child) =>
      child.namespaceURI === UBL_NAMESPACES.cbc &&
      child.localName === 'ID' &&
      child.textContent === 'QR',
  );
}
