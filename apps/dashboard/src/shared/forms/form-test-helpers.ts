import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/**
 * Submits fields to a schema the way a form does (FormData, empty boxes included; a list is a
 * group of boxes under one name, each ticked one sent), and answers the first message of each
 * field, as the form would show it.
 */
export function submitForm(
  schema: z.ZodType,
  fields: Record<string, string | readonly string[] | File | undefined>,
): { status: 'success' | 'error' | undefined; value: unknown; errors: Record<string, string> } {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string' || value instanceof File) formData.append(name, value);
    else for (const each of value) formData.append(name, each);
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
