/**
 * Stamp credentials for development and tests: a fresh secp256k1 key and a self-signed X.509
 * certificate, made with node:crypto alone. WebCrypto has no secp256k1, and a certificate needs
 * no library: its TBS is a few DER values (der.ts), signed with ECDSA-SHA256. ZATCA accepts only
 * certificates it issued (a CSID); these stamp documents that nobody reports.
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import {
  bitString,
  explicit,
  objectIdentifier,
  printableString,
  sequence,
  set,
  unsignedInteger,
  utcTime,
  utf8String,
} from './der.js';
import type { StampCredentials } from './stamp.js';

export interface DevelopmentCertificateOptions {
  /** The subject's and issuer's common name. */
  commonName?: string;
  /** The subject's organization (ZATCA's certificates carry the taxpayer's name here). */
  organization?: string;
  /** Start of validity; now by default. */
  notBefore?: Date;
  /** Days of validity; 365 by default. */
  days?: number;
}

const ECDSA_WITH_SHA256 = sequence(objectIdentifier('1.2.840.10045.4.3.2'));
const COUNTRY = '2.5.4.6';
const ORGANIZATION = '2.5.4.10';
const COMMON_NAME = '2.5.4.3';
const DAY_MS = 24 * 60 * 60 * 1000;

function attribute(oid: string, value: Buffer): Buffer {
  return set(sequence(objectIdentifier(oid), value));
}

/** A fresh secp256k1 key and a self-signed certificate for it, both PEM. */
export function developmentCredentials(
  options: DevelopmentCertificateOptions = {},
): StampCredentials {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const notBefore = options.notBefore ?? new Date();
  const notAfter = new Date(notBefore.getTime() + (options.days ?? 365) * DAY_MS);
  const name = sequence(
    attribute(COUNTRY, printableString('SA')),
    attribute(ORGANIZATION, utf8String(options.organization ?? 'Taseer development')),
    attribute(COMMON_NAME, utf8String(options.commonName ?? 'Taseer development stamp')),
  );
  // A positive 16-byte serial (RFC 5280: at most 20 bytes, positive).
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01;

  const tbs = sequence(
    explicit(0, unsignedInteger(Buffer.of(2))), // version 3
    unsignedInteger(serial),
    ECDSA_WITH_SHA256,
    name,
    sequence(utcTime(notBefore), utcTime(notAfter)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, bitString(sign('sha256', tbs, privateKey)));

  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certificatePem: pem('CERTIFICATE', certificate),
  };
}

function pem(label: string, der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}
