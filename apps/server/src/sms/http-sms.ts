import { SmsDeliveryError, postWithDeadline, type SmsProvider } from './sms-provider.js';

/**
 * A generic HTTP gateway: POST `{"to":"+966…","text":"…"}` as JSON, with a bearer token when one
 * is configured. Any 2xx is a success; anything else, or no answer in time, is a failure.
 */
export class HttpSms implements SmsProvider {
  readonly name = 'http';

  constructor(private readonly options: { url: string; token: string | null; timeoutMs: number }) {}

  async send(to: string, text: string): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    const response = await postWithDeadline(
      this.options.url,
      { headers, body: JSON.stringify({ to, text }) },
      this.options.timeoutMs,
    );
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) {
      throw new SmsDeliveryError('rejected', `gateway answered HTTP ${response.status}`);
    }
  }
}
