import { z } from 'zod';
import { message, requiredText } from '../../shared/forms/form-rules';

/**
 * The WhatsApp connection form (contract: `WhatsappConnectionUpdate`; the server's checks are in
 * apps/server/src/modules/whatsapp/connection.service.ts). Meta's credentials are needed only for
 * `cloud`; the local stand-in of a development server makes up its own.
 */
export const DISPLAY_PHONE_MAX = 30;
export const PHONE_NUMBER_ID_MAX = 40;
export const ACCESS_TOKEN_MAX = 1000;
export const APP_SECRET_MAX = 200;
export const VERIFY_TOKEN_MIN = 8;
export const VERIFY_TOKEN_MAX = 200;

export function whatsappConnectionSchema() {
  const base = { displayPhone: requiredText('whatsapp.error.displayPhone').max(DISPLAY_PHONE_MAX) };
  return z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('local'), ...base }),
    z.object({
      provider: z.literal('cloud'),
      ...base,
      phoneNumberId: requiredText('whatsapp.error.phoneNumberId').regex(
        /^[0-9]{5,40}$/,
        message('whatsapp.error.phoneNumberIdDigits'),
      ),
      accessToken: requiredText('whatsapp.error.accessToken').max(ACCESS_TOKEN_MAX),
      appSecret: requiredText('whatsapp.error.appSecret').max(APP_SECRET_MAX),
      verifyToken: requiredText('whatsapp.error.verifyToken')
        .min(VERIFY_TOKEN_MIN, message('whatsapp.error.verifyTokenShort'))
        .max(VERIFY_TOKEN_MAX),
    }),
  ]);
}
