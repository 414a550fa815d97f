import { z } from 'zod';
import type { components } from '@taseer/api';
import type { MessageKey } from '../../i18n/ar';
import { message } from '../../shared/forms/form-rules';

/**
 * Connecting the company to ZATCA's e-invoicing (phase 2; contract: `ZatcaSettingsUpdate`, and
 * the server's checks in apps/server/src/modules/invoices/stamp-settings.service.ts). The form
 * connects to ZATCA's simulation or production with what ZATCA issued after onboarding: the
 * certificate, the private key made with its request and the API secret, all three required.
 * The local stand-in of a development server needs none of them: one button asks the server to
 * make a development stamp (`DEVELOPMENT_STAMP`). Whether the key fits its certificate only the
 * server can tell; the form catches a key pasted where the certificate goes, and a key not in PEM.
 */

export type ZatcaSettings = components['schemas']['ZatcaSettings'];
export type ZatcaSettingsUpdate = components['schemas']['ZatcaSettingsUpdate'];
export type ZatcaEnvironment = components['schemas']['ZatcaEnvironment'];

/** ZATCA's own environments, which the form connects to (the local one is the button's). */
export const ZATCA_ENVIRONMENTS = [
  'simulation',
  'production',
] as const satisfies readonly ZatcaEnvironment[];

/** The contract's limits on what is pasted. */
export const CERTIFICATE_MAX = 8000;
export const PRIVATE_KEY_MAX = 4000;
export const API_SECRET_MAX = 500;

/** For the local stand-in with no certificate or key: the server makes a development stamp. */
export const DEVELOPMENT_STAMP: ZatcaSettingsUpdate = { environment: 'local' };

/** A PEM private key (`-----BEGIN EC PRIVATE KEY-----`, or PKCS #8's `PRIVATE KEY`). */
const PEM_PRIVATE_KEY = /-----BEGIN (?:EC )?PRIVATE KEY-----/;

function pasted(
  max: number,
  keys: { required: MessageKey; max: MessageKey },
  check?: (text: string) => MessageKey | null,
) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      const fail = (key: MessageKey) => {
        context.addIssue({ code: 'custom', message: message(key) });
        return z.NEVER;
      };
      const text = raw?.trim() ?? '';
      if (text === '') return fail(keys.required);
      if (text.length > max) return fail(keys.max);
      const problem = check?.(text) ?? null;
      return problem ? fail(problem) : text;
    });
}

export const zatcaConnectSchema = z.object({
  environment: z.enum(ZATCA_ENVIRONMENTS, {
    error: message('taxSettings.zatca.validation.environment'),
  }),
  certificate: pasted(
    CERTIFICATE_MAX,
    {
      required: 'taxSettings.zatca.validation.certificateRequired',
      max: 'taxSettings.zatca.validation.certificateMax',
    },
    (text) =>
      text.includes('PRIVATE KEY') ? 'taxSettings.zatca.validation.certificateIsKey' : null,
  ),
  privateKey: pasted(
    PRIVATE_KEY_MAX,
    {
      required: 'taxSettings.zatca.validation.privateKeyRequired',
      max: 'taxSettings.zatca.validation.privateKeyMax',
    },
    (text) => (PEM_PRIVATE_KEY.test(text) ? null : 'taxSettings.zatca.validation.privateKeyPem'),
  ),
  apiSecret: pasted(API_SECRET_MAX, {
    required: 'taxSettings.zatca.validation.apiSecretRequired',
    max: 'taxSettings.zatca.validation.apiSecretMax',
  }),
}) satisfies z.ZodType<ZatcaSettingsUpdate, unknown>;

/**
 * What the form starts with: the environment connected to, when it is one of ZATCA's, and empty
 * boxes (the key and secret are never answered, so a save always pastes the three again).
 */
export function zatcaConnectFormValues(saved: ZatcaSettings) {
  const environment = saved.environment;
  return {
    environment:
      environment && (ZATCA_ENVIRONMENTS as readonly string[]).includes(environment)
        ? environment
        : '',
    certificate: '',
    privateKey: '',
    apiSecret: '',
  };
}

/** The form's boxes, by the names the server's messages are put under. */
export const ZATCA_FORM_FIELDS = ['environment', 'certificate', 'privateKey', 'apiSecret'] as const;

/** Whether a certificate is past its end (its documents would be refused by ZATCA). */
export function certificateExpired(
  certificate: NonNullable<ZatcaSettings['certificate']>,
  now: Date,
): boolean {
  return new Date(certificate.validTo).getTime() <= now.getTime();
}

/** A certificate's subject on one line (`CN=…, O=…`): the server answers it a part per line. */
export function certificateSubjectText(subject: string): string {
  return subject
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
