/**
 * A refused save's per-field problems (the contract's `errors[]`, `field` named as in the request
 * body) as conform's field errors, for the fields the form has; the rest are left to the toast
 * that shows the server's message.
 */
export function serverFieldErrors(
  errors: readonly { field: string; message: string }[],
  fields: readonly string[],
): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const { field, message } of errors) {
    if (!fields.includes(field)) continue;
    (byField[field] ??= []).push(message);
  }
  return byField;
}
