import { X509Certificate, createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { developmentCredentials } from './credentials.js';

describe('development credentials', () => {
  it('are a secp256k1 key and a self-signed certificate of its public key', () => {
    const credentials = developmentCredentials({
      commonName: 'فرع الرياض',
      days: 30,
      notBefore: new Date('2024-01-01T00:00:00Z'),
    });
    const certificate = new X509Certificate(credentials.certificatePem);
    const key = createPrivateKey(credentials.privateKeyPem);
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    expect(certificate.checkPrivateKey(key)).toBe(true);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.subject).toBe('C=SA\nO=Taseer development\nCN=فرع الرياض');
    expect(certificate.issuer).toBe(certificate.subject);
    expect(new Date(certificate.validFrom).toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(new Date(certificate.validTo).toISOString()).toBe('2024-01-31T00:00:00.000Z');
  });

  it('are new each time', () => {
    const [first, second] = [developmentCredentials(), developmentCredentials()];
    expect(first.privateKeyPem).not.toBe(second.privateKeyPem);
    expect(new X509Certificate(first.certificatePem).serialNumber).not.toBe(
      new X509Certificate(second.certificatePem).serialNumber,
    );
  });
});
