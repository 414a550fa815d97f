import { useCallback, useState } from 'react';
import type { SubmissionResult } from '@conform-to/react';
import { ApiRequestError } from '../../api/api-error';
import { useToastMessages } from '../../lib/use-toast-messages';

/**
 * A refused save's per-field problems (the contract's `errors[]`, `field` named as in the request
 * body) as conform's field errors, for the fields the form has; the rest are left to the toast
 * that shows the server's message. A nested field goes under its box (`phone.number` under
 * `phone`).
 */
export function serverFieldErrors(
  errors: readonly { field: string; message: string }[],
  fields: readonly string[],
): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const { field, message } of errors) {
    const box = fields.includes(field) ? field : field.split('.')[0];
    if (box === undefined || !fields.includes(box)) continue;
    (byField[box] ??= []).push(message);
  }
  return byField;
}

/** What a conform submission can answer with: its values and the server's field errors. */
interface Replyable {
  reply: (options: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]>;
}

/**
 * The server's field errors of a form's last save, as conform's `lastResult`: a phone another
 * account holds shows under the phone box (and in the toast), and goes once the box is changed.
 */
export function useServerFieldErrors(fields: readonly string[]) {
  const { showError } = useToastMessages();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  /** The mutation's `onError` for the submission that was sent. */
  const failed = useCallback(
    (submission: Replyable) => (error: unknown) => {
      if (error instanceof ApiRequestError) {
        const fieldErrors = serverFieldErrors(error.errors, fields);
        if (Object.keys(fieldErrors).length > 0) setLastResult(submission.reply({ fieldErrors }));
      }
      showError(error);
    },
    [fields, showError],
  );
  return { lastResult, failed };
}
