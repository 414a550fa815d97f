import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../i18n/ar';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';
import {
  certificateExpired,
  certificateSubjectText,
  DEVELOPMENT_STAMP,
  ZATCA_FORM_FIELDS,
  zatcaConnectFormValues,
  zatcaConnectSchema,
  type ZatcaSettings,
} from './zatca-settings.schemas';

const CERTIFICATE = 'MIIB8zCCAZmgAwIBAgIGAZMz…';
const PRIVATE_KEY =
  '-----BEGIN EC PRIVATE KEY-----\nMHQCAQEEIDyLDaWIn…\n-----END EC PRIVATE KEY-----';

const notConnected: ZatcaSettings = {
  readable: true,
  environment: null,
  certificate: null,
  localAvailable: true,
  reports: { pending: 0, rejected: 0 },
};

const certificate = {
  subject: 'CN=Taseer 1a2b3c4d\nO=مؤسسة الريان\nC=SA',
  issuer: 'CN=ZATCA Simulation CA',
  serialNumber: '01',
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2027-01-01T00:00:00.000Z',
};

type Fields = Record<string, string | undefined>;

function submit(saved: ZatcaSettings, change: Fields) {
  return submitForm(zatcaConnectSchema, { ...zatcaConnectFormValues(saved), ...change });
}

const ready = {
  environment: 'simulation',
  certificate: CERTIFICATE,
  privateKey: PRIVATE_KEY,
  apiSecret: 'sEcReT+/=',
};

function refuses(change: Fields, field: string, key: MessageKey, arabic: string) {
  expect(submit(notConnected, { ...ready, ...change }).errors[field]).toBe(key);
  expect(translate('ar', key)).toBe(arabic);
}

describe('connecting to ZATCA', () => {
  it('starts empty: nothing connected, and the key and secret are never answered back', () => {
    expect(zatcaConnectFormValues(notConnected)).toEqual({
      environment: '',
      certificate: '',
      privateKey: '',
      apiSecret: '',
    });
    expect(
      zatcaConnectFormValues({ ...notConnected, environment: 'production', certificate }),
    ).toEqual({ environment: 'production', certificate: '', privateKey: '', apiSecret: '' });
    // The development stamp is the button's, not a choice of the form.
    expect(
      zatcaConnectFormValues({ ...notConnected, environment: 'local', certificate }).environment,
    ).toBe('');
  });

  it('sends the environment and the three pasted values, trimmed', () => {
    const answer = submit(notConnected, {
      ...ready,
      certificate: `\n${CERTIFICATE}\n`,
      apiSecret: ' sEcReT+/= ',
    });
    expect(answer.status).toBe('success');
    expect(answer.value).toEqual({
      environment: 'simulation',
      certificate: CERTIFICATE,
      privateKey: PRIVATE_KEY,
      apiSecret: 'sEcReT+/=',
    });
  });

  it('requires the environment, the certificate, the key and the secret to connect', () => {
    const answer = submit(notConnected, {});
    expect(answer.errors).toEqual({
      environment: 'taxSettings.zatca.validation.environment',
      certificate: 'taxSettings.zatca.validation.certificateRequired',
      privateKey: 'taxSettings.zatca.validation.privateKeyRequired',
      apiSecret: 'taxSettings.zatca.validation.apiSecretRequired',
    });
    expect(translate('ar', 'taxSettings.zatca.validation.certificateRequired')).toBe(
      'الصق الشهادة التي أصدرتها الهيئة',
    );
    expect(translate('ar', 'taxSettings.zatca.validation.apiSecretRequired')).toBe(
      'الصق الرمز السري الذي أصدرته الهيئة مع الشهادة',
    );
    // Blank lines are nothing pasted.
    expect(submit(notConnected, { ...ready, privateKey: '\n  \n' }).errors.privateKey).toBe(
      'taxSettings.zatca.validation.privateKeyRequired',
    );
  });

  it('connects to ZATCA’s simulation or production only: the local stand-in is the button’s', () => {
    expect(submit(notConnected, { ...ready, environment: 'production' }).status).toBe('success');
    refuses(
      { environment: 'local' },
      'environment',
      'taxSettings.zatca.validation.environment',
      'اختر بيئة الهيئة: المحاكاة أو الإنتاج',
    );
    expect(DEVELOPMENT_STAMP).toEqual({ environment: 'local' });
  });

  it('catches a key pasted where the certificate goes, and a key not in PEM', () => {
    refuses(
      { certificate: PRIVATE_KEY },
      'certificate',
      'taxSettings.zatca.validation.certificateIsKey',
      'هذا مفتاح خاص لا شهادة: الصقه في خانة المفتاح الخاص',
    );
    refuses(
      { privateKey: 'MHQCAQEEIDyLDaWIn' },
      'privateKey',
      'taxSettings.zatca.validation.privateKeyPem',
      'الصق المفتاح الخاص بصيغة PEM كاملًا، من سطر BEGIN إلى سطر END',
    );
    const pkcs8 = '-----BEGIN PRIVATE KEY-----\nMIGEAgEA…\n-----END PRIVATE KEY-----';
    expect(submit(notConnected, { ...ready, privateKey: pkcs8 }).status).toBe('success');
  });

  it('stops at the contract’s lengths', () => {
    expect(
      submit(notConnected, { ...ready, certificate: 'M'.repeat(8001) }).errors.certificate,
    ).toBe('taxSettings.zatca.validation.certificateMax');
    expect(submit(notConnected, { ...ready, apiSecret: 's'.repeat(501) }).errors.apiSecret).toBe(
      'taxSettings.zatca.validation.apiSecretMax',
    );
  });

  it('puts the server’s refusals under the box they name', () => {
    const errors = [
      { field: 'privateKey', message: 'المفتاح الخاص لا يطابق الشهادة' },
      { field: 'environment', message: 'بيئة التجربة المحلية غير متاحة على خادم الإنتاج' },
    ];
    expect(serverFieldErrors(errors, ZATCA_FORM_FIELDS)).toEqual({
      privateKey: ['المفتاح الخاص لا يطابق الشهادة'],
      environment: ['بيئة التجربة المحلية غير متاحة على خادم الإنتاج'],
    });
  });
});

describe('the connection’s certificate', () => {
  it('is expired from its last moment on', () => {
    expect(certificateExpired(certificate, new Date('2026-12-31T23:59:59Z'))).toBe(false);
    expect(certificateExpired(certificate, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('names its holder on one line', () => {
    expect(certificateSubjectText(certificate.subject)).toBe(
      'CN=Taseer 1a2b3c4d, O=مؤسسة الريان, C=SA',
    );
  });
});
