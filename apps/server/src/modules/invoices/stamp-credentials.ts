import { createPrivateKey, sign, verify, X509Certificate } from 'node:crypto';
import type { StampCredentials } from '@taseer/zatca';
import type { SecretBox } from '../../lib/secret-box.js';
import { LOCAL_ZATCA_SECRET } from './local-zatca.routes.js';
import type { StoredStamp, ZatcaEnvironment } from './stamp-settings.repository.js';
import type { ReportingCredentials } from './zatca-reporting.js';

/** A company's stamp opened for use: signing, and the reporting API's credentials. */
export interface OpenStamp {
  environment: ZatcaEnvironment;
  credentials: StampCredentials;
  reporting: ReportingCredentials;
}

/** A certificate as PEM, whether it came as PEM or as ZATCA's bare Base64. */
export function certificatePem(text: string): string {
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.replace(/(.{64})/g, '$1\n').trimEnd()}\n-----END CERTIFICATE-----\n`;
}

/** The certificate's Base64 body, as the signature and ZATCA's token carry it. */
export function certificateBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

/**
 * Why a key and certificate cannot stamp invoices, or null: the certificate must read, the key
 * must be an EC key on secp256k1 (ZATCA's curve) and sign what the certificate's key verifies.
 */
export function stampProblem(certificate: string, privateKeyPem: string): string | null {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(certificatePem(certificate));
  } catch {
    return 'الشهادة غير صالحة: الصق الشهادة كما أصدرتها هيئة الزكاة والضريبة والجمارك';
  }
  let key;
  try {
    key = createPrivateKey(privateKeyPem);
  } catch {
    return 'المفتاح الخاص غير صالح: الصقه بصيغة PEM كما أُنشئ مع طلب الشهادة';
  }
  if (key.asymmetricKeyDetails?.namedCurve !== 'secp256k1') {
    return 'المفتاح الخاص ليس مفتاح ECDSA على المنحنى secp256k1 الذي تطلبه الهيئة';
  }
  const probe = Buffer.from('taseer-stamp-probe');
  if (!verify('sha256', probe, x509.publicKey, sign('sha256', probe, key))) {
    return 'المفتاح الخاص لا يطابق الشهادة';
  }
  return null;
}

export function openStamp(stamp: StoredStamp, secrets: SecretBox): OpenStamp {
  return {
    environment: stamp.environment,
    credentials: {
      certificatePem: stamp.certificatePem,
      privateKeyPem: secrets.open(stamp.privateKeySealed),
    },
    reporting: {
      binarySecurityToken: Buffer.from(certificateBody(stamp.certificatePem)).toString('base64'),
      secret: stamp.apiSecretSealed ? secrets.open(stamp.apiSecretSealed) : LOCAL_ZATCA_SECRET,
    },
  };
}
