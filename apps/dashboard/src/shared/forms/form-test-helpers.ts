import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/**
 * Submits fields to a schema the way a form does (FormData, empty boxes included), and answers
 * the first message of each field, as the form would show it.
 */
export function submitForm(
  schema: z.ZodType,
  fields: Record<string, string | File | undefined>,
): { status: 'success' | 'error' | undefined; value: unknown; errors: Record<string, string> } {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) formData.append(name, value);
  }
  const submission = parseWithZod(formData, { schema });
  const reply = submission.reply();
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(reply.error ?? {})) {
    if (messages?.[0]) errors[name] = messages[0];
  }
  return {
    status: submission.status,
    value: submission.status === 'success' ? submission.value : undefined,
    errors,
  };
}
