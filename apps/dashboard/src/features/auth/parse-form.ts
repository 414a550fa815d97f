import { parse, type Submission } from '@conform-to/react';
import type * as z from 'zod/mini';

type Payload = Record<string, unknown>;

/** Conform's zod helper reads an empty box as a missing value; so do the sign-in forms. */
function emptyAsMissing(value: unknown): unknown {
  if (value === '') return undefined;
  if (Array.isArray(value)) return value.map(emptyAsMissing);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, emptyAsMissing(item)]),
    );
  return value;
}

/** A path as conform names fields: `otp[2]`, `phone.number`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) =>
      typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key),
    '',
  );
}

/**
 * Reads a submitted sign-in form with a `zod/mini` schema, as `parseWithZod` of @conform-to/zod
 * does with a full one: each field's messages under its name. That helper imports all of zod
 * (27 kB compressed), which the sign-in screens, the first page a visitor loads, do without.
 */
export function parseForm<Schema extends z.ZodMiniType<Payload>>(
  formData: FormData,
  { schema }: { schema: Schema },
): Submission<z.output<Schema>> {
  return parse(formData, {
    resolve(payload) {
      const result = schema.safeParse(emptyAsMissing(payload));
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues)
        (error[fieldName(issue.path)] ??= []).push(issue.message);
      return { error };
    },
  });
}
