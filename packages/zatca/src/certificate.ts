/**
 * Reading the stamp's credentials: a certificate and its EC private key, in PEM or as the bare
 * Base64 the SDK's `Data/Certificates` files and ZATCA's CSID answers hold.
 */
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readChildren, readTlv } from './der.js';

/** What the stamp needs of its certificate. */
export interface StampCertificate {
  /** The DER certificate as one line of Base64: `ds:X509Certificate`, and what its digest hashes. */
  base64: string;
  publicKey: KeyObject;
  /** DER SubjectPublicKeyInfo: the QR's tag 8. */
  publicKeyDer: Buffer;
  /** The certificate's own signature (its signatureValue's bytes): the QR's tag 9. */
  signature: Buffer;
  /** RFC 4514-style issuer, most specific first: "CN=…, DC=…", as the SDK samples write it. */
  issuerName: string;
  /** The serial number in decimal. */
  serialNumber: string;
}

/** PEM body or bare Base64 → DER bytes. */
function derOf(text: string, label: string): Buffer {
  const body = text
    .replace(/-----BEGIN [^-]+-----/, '')
    .replace(/-----END [^-]+-----/, '')
    .replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw new Error(`${label} is neither PEM nor Base64`);
  return Buffer.from(body, 'base64');
}

export function readCertificate(pem: string): StampCertificate {
  const der = derOf(pem, 'certificate');
  const certificate = new X509Certificate(der);
  const [, , signatureValue] = readChildren(readTlv(der).content);
  if (signatureValue?.tag !== 0x03) throw new Error('certificate: no signatureValue');
  return {
    base64: der.toString('base64'),
    publicKey: certificate.publicKey,
    publicKeyDer: certificate.publicKey.export({ type: 'spki', format: 'der' }),
    signature: signatureValue.content.subarray(1),
    // Node writes the issuer one attribute a line, in the certificate's order (least specific
    // first); the SDK writes it in reverse, comma separated.
    issuerName: certificate.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${certificate.serialNumber}`).toString(10),
  };
}

/** A PKCS #8 or SEC 1 ("EC PRIVATE KEY") key, PEM or bare Base64. */
export function readPrivateKey(pem: string): KeyObject {
  if (pem.includes('-----BEGIN')) return createPrivateKey(pem);
  const der = derOf(pem, 'private key');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'sec1' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  }
}
