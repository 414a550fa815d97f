import { z } from 'zod';
import { WEBHOOK_EVENTS } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import { message } from '../../shared/forms/form-rules';
import type { WebhookEndpoint, WebhookEndpointUpdate } from './webhook-types';

/**
 * The add and edit form of a webhook endpoint (contract: `WebhookEndpointRequest`). The browser
 * checks what it can (an http(s) address without credentials, the lengths, at least one event);
 * the server's own rules (https in production, no internal address) come back as its message
 * under the URL.
 */
export const URL_MAX = 2000;
export const DESCRIPTION_MAX = 200;
/** The contract's cap on a company's endpoints. */
export const ENDPOINT_LIMIT = 10;

/** The first rule a typed address breaks, or null when the browser sees nothing wrong. */
export function urlProblem(text: string): MessageKey | null {
  if (text === '') return 'webhooks.validation.urlRequired';
  if (text.length > URL_MAX) return 'webhooks.validation.urlMax';
  if (/\s/.test(text) || !URL.canParse(text)) return 'webhooks.validation.urlInvalid';
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'webhooks.validation.urlScheme';
  if (url.hostname === '') return 'webhooks.validation.urlInvalid';
  if (url.username !== '' || url.password !== '') return 'webhooks.validation.urlCredentials';
  return null;
}

export const webhookSchema = z.object({
  url: z
    .string()
    .optional()
    .transform((raw, context) => {
      const text = (raw ?? '').trim();
      const problem = urlProblem(text);
      if (problem) {
        context.addIssue({ code: 'custom', message: message(problem) });
        return z.NEVER;
      }
      return text;
    }),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, message('webhooks.validation.descriptionMax'))
    .optional()
    .transform((text) => text || null),
  events: z
    .array(z.enum(WEBHOOK_EVENTS), { error: message('webhooks.validation.eventsRequired') })
    .min(1, message('webhooks.validation.eventsRequired'))
    // In the contract's order, once each, however the boxes were ticked.
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
});

export type WebhookValues = z.output<typeof webhookSchema>;

/** The form's fields, for placing the server's per-field messages. */
export const WEBHOOK_FIELDS = Object.keys(webhookSchema.shape);

/** What the form starts with: the saved endpoint, or a new one receiving every event. */
export function webhookFormValues(saved?: WebhookEndpoint) {
  return {
    url: saved?.url ?? '',
    description: saved?.description ?? '',
    events: saved ? [...saved.events] : [...WEBHOOK_EVENTS],
  };
}

function sameEvents(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((event) => b.includes(event));
}

/** Only what the edit changed (the contract wants at least one field). */
export function webhookChanges(
  saved: WebhookEndpoint,
  values: WebhookValues,
): WebhookEndpointUpdate {
  const changes: WebhookEndpointUpdate = {};
  if (values.url !== saved.url) changes.url = values.url;
  if (values.description !== (saved.description?.trim() || null)) {
    changes.description = values.description;
  }
  if (!sameEvents(values.events, saved.events)) changes.events = values.events;
  return changes;
}

/** A server's field name (`events.0`) as the form's field (`events`). */
export function formField(serverField: string): string {
  return serverField.split('.')[0] ?? serverField;
}
