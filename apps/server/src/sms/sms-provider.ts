/**
 * Sends text messages. `to` is the international number with its plus (`+966500000001`).
 * A failed delivery throws SmsDeliveryError so the caller can answer 502/503 and forget the code.
 */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/**
 * `rejected`: the gateway answered but refused or failed (HTTP 502 to our client);
 * `unavailable`: it could not be reached in time (HTTP 503).
 */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
  }
}

/** The one message the platform texts: the code, in Arabic. */
export function otpMessage(code: string, validForSeconds: number): string {
  return `رمز التحقق الخاص بك في تسعير: ${code}\nصالح لمدة ${validForSeconds} ثانية.`;
}

/** POSTs with a deadline; network failures and timeouts become `unavailable`. */
export async function postWithDeadline(
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw new SmsDeliveryError(
      'unavailable',
      timedOut ? `no answer within ${timeoutMs} ms` : 'gateway unreachable',
      { cause },
    );
  }
}
