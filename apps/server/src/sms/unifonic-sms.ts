import { SmsDeliveryError, postWithDeadline, type SmsProvider } from './sms-provider.js';

export interface UnifonicOptions {
  /** https://el.cloud.unifonic.com unless pointed elsewhere (a local fake in tests). */
  baseUrl: string;
  appSid: string;
  senderId: string | null;
  /** KSA message classification (e.g. 3 = services); sent only when configured. */
  messageType: string | null;
  timeoutMs: number;
}

interface UnifonicAnswer {
  success?: boolean | string;
  message?: string;
  errorCode?: string;
}

/**
 * Unifonic's REST SMS API: `POST /rest/SMS/messages`, form-encoded `AppSid`, `SenderID`, `Body`,
 * `Recipient` (international digits without `+` or `00`) and `responseType=JSON`. It reports
 * refusals in the JSON body (`success: false`, `errorCode`), sometimes with HTTP 200, so the body
 * decides.
 */
export class UnifonicSms implements SmsProvider {
  readonly name = 'unifonic';

  constructor(private readonly options: UnifonicOptions) {}

  async send(to: string, text: string): Promise<void> {
    const form = new URLSearchParams({
      AppSid: this.options.appSid,
      Recipient: to.replace(/^\+/, '').replace(/^00/, ''),
      Body: text,
      responseType: 'JSON',
    });
    if (this.options.senderId) form.set('SenderID', this.options.senderId);
    if (this.options.messageType) form.set('MessageType', this.options.messageType);

    const url = new URL('/rest/SMS/messages', this.options.baseUrl).toString();
    const response = await postWithDeadline(
      url,
      {
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      },
      this.options.timeoutMs,
    );
    const answer = (await response.json().catch(() => null)) as UnifonicAnswer | null;
    const accepted = answer?.success === true || answer?.success === 'true';
    if (!response.ok || !accepted) {
      const code = answer?.errorCode ?? 'no error code';
      throw new SmsDeliveryError(
        'rejected',
        `Unifonic refused the message (HTTP ${response.status}, ${code}: ${answer?.message ?? ''})`,
      );
    }
  }
}
