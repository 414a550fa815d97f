import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@taseer/ui';
import { translate } from '../../i18n/translate';
import {
  formField,
  urlProblem,
  webhookChanges,
  webhookFormValues,
  webhookSchema,
  type WebhookValues,
} from './webhook.schemas';
import type { WebhookEndpoint } from './webhook-types';

/** Submits the form as the browser does: the events as repeated values of one name. */
function submit(fields: { url?: string; description?: string; events?: string[] }) {
  const formData = new FormData();
  if (fields.url !== undefined) formData.append('url', fields.url);
  if (fields.description !== undefined) formData.append('description', fields.description);
  for (const event of fields.events ?? []) formData.append('events', event);
  const submission = parseWithZod(formData, { schema: webhookSchema });
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(submission.reply().error ?? {})) {
    if (messages?.[0]) errors[name] = messages[0];
  }
  return {
    status: submission.status,
    value: submission.status === 'success' ? submission.value : undefined,
    errors,
  };
}

const saved: WebhookEndpoint = {
  _id: '3f6c1f1e-8d1b-4c1e-9f55-2a7c9e0b1d11',
  url: 'https://bot.alrayyan-parts.sa/hooks/taseer',
  description: 'بوت واتساب',
  events: ['order.created', 'order.priced'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

describe('webhook form', () => {
  it('takes a URL, a description and events, trimmed and in the contract’s order', () => {
    const result = submit({
      url: '  https://bot.alrayyan-parts.sa/hooks/taseer ',
      description: '  بوت واتساب لفرع الرياض ',
      events: ['quote.accepted', 'order.created'],
    });
    expect(result.status).toBe('success');
    expect(result.value).toEqual({
      url: 'https://bot.alrayyan-parts.sa/hooks/taseer',
      description: 'بوت واتساب لفرع الرياض',
      events: ['order.created', 'quote.accepted'],
    });
  });

  it('takes a single event (one value is still a list) and no description as null', () => {
    const result = submit({ url: 'http://localhost:8080/hook', events: ['order.canceled'] });
    expect(result.value).toEqual({
      url: 'http://localhost:8080/hook',
      description: null,
      events: ['order.canceled'],
    });
  });

  it.each([
    ['', 'webhooks.validation.urlRequired'],
    ['   ', 'webhooks.validation.urlRequired'],
    ['bot.alrayyan-parts.sa/hooks', 'webhooks.validation.urlInvalid'],
    ['https://bot.alrayyan parts.sa/hooks', 'webhooks.validation.urlInvalid'],
    ['ftp://files.example.com/in', 'webhooks.validation.urlScheme'],
    ['javascript:alert(1)', 'webhooks.validation.urlScheme'],
    ['https://user:secret@bot.example.com/hooks', 'webhooks.validation.urlCredentials'],
    [`https://example.com/${'a'.repeat(2000)}`, 'webhooks.validation.urlMax'],
  ] as const)('refuses the URL %j with %s', (url, key) => {
    expect(submit({ url, events: ['order.created'] }).errors).toEqual({ url: key });
    expect(urlProblem(url.trim())).toBe(key);
  });

  it('asks for at least one event, and refuses one the contract does not have', () => {
    const url = 'https://bot.example.com/hooks';
    expect(submit({ url }).errors).toEqual({ events: 'webhooks.validation.eventsRequired' });
    expect(submit({ url, events: ['order.refunded'] }).status).toBe('error');
  });

  it('limits the description to 200 characters', () => {
    const result = submit({
      url: 'https://bot.example.com/hooks',
      description: 'و'.repeat(201),
      events: ['order.created'],
    });
    expect(result.errors).toEqual({ description: 'webhooks.validation.descriptionMax' });
  });

  it('has every message in both languages', () => {
    const keys = [
      'webhooks.validation.urlRequired',
      'webhooks.validation.urlMax',
      'webhooks.validation.urlInvalid',
      'webhooks.validation.urlScheme',
      'webhooks.validation.urlCredentials',
      'webhooks.validation.descriptionMax',
      'webhooks.validation.eventsRequired',
    ] as const;
    for (const key of keys) {
      expect(translate('ar', key)).not.toBe(translate('en', key));
    }
  });
});

describe('what the form starts with', () => {
  it('offers every event to a new endpoint', () => {
    expect(webhookFormValues()).toEqual({ url: '', description: '', events: [...WEBHOOK_EVENTS] });
  });

  it('shows a saved endpoint as it is', () => {
    expect(webhookFormValues(saved)).toEqual({
      url: saved.url,
      description: 'بوت واتساب',
      events: ['order.created', 'order.priced'],
    });
    expect(webhookFormValues({ ...saved, description: null }).description).toBe('');
  });
});

describe('an edit', () => {
  const values = (change: Partial<WebhookValues>): WebhookValues => ({
    url: saved.url,
    description: saved.description,
    events: ['order.created', 'order.priced'],
    ...change,
  });

  it('sends nothing when nothing changed (events in another order included)', () => {
    expect(webhookChanges(saved, values({}))).toEqual({});
    expect(webhookChanges(saved, values({ events: ['order.priced', 'order.created'] }))).toEqual(
      {},
    );
  });

  it('sends only what changed', () => {
    expect(webhookChanges(saved, values({ url: 'https://new.example.com/in' }))).toEqual({
      url: 'https://new.example.com/in',
    });
    expect(webhookChanges(saved, values({ events: ['order.created'] }))).toEqual({
      events: ['order.created'],
    });
  });

  it('clears a description with null', () => {
    expect(webhookChanges(saved, values({ description: null }))).toEqual({ description: null });
    expect(webhookChanges({ ...saved, description: null }, values({ description: null }))).toEqual(
      {},
    );
  });
});

describe("the server's field names", () => {
  it('name the form field they belong to', () => {
    expect(formField('url')).toBe('url');
    expect(formField('events.0')).toBe('events');
    expect(formField('(body)')).toBe('(body)');
  });
});
