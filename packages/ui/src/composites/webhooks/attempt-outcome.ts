import type { WebhookAttemptView } from './webhook-types';

/**
 * What an attempt came to: the receiver's HTTP status when it answered, why it failed when the
 * server knows (a timeout, no connection, a refused address — or a redirect, which comes with its
 * 3xx status and is never followed), and whether it counts as delivered (a plain 2xx).
 */
export interface AttemptOutcome {
  code: number | null;
  error: string | null;
  ok: boolean;
}

export function attemptOutcome(
  attempt: Pick<WebhookAttemptView, 'statusCode' | 'error'>,
): AttemptOutcome {
  const code = attempt.statusCode;
  const error = attempt.error;
  return { code, error, ok: code !== null && code >= 200 && code < 300 && error === null };
}
