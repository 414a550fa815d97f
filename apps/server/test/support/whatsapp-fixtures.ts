import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** Polls until `check` answers something truthy (jobs run in the background), or fails. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface LocalChannel {
  channelId: string;
  phoneNumberId: string;
  webhookUrl: string;
}

/** Connects the company's WhatsApp to the local stand-in. */
export async function connectLocalWhatsapp(
  t: TestApp,
  companyToken: string,
  displayPhone = '+966 55 000 1111',
): Promise<LocalChannel> {
  const saved = await t.api.request({
    method: 'PUT',
    url: '/api/v1/whatsapp/connection',
    token: companyToken,
    body: { provider: 'local', displayPhone },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const { connection } = saved.json();
  const webhookUrl = connection.webhookUrl as string;
  return {
    channelId: webhookUrl.split('/').at(-1) as string,
    phoneNumberId: connection.phoneNumberId as string,
    webhookUrl,
  };
}

/** The customer writes through the stand-in's phone: it signs and posts to the webhook. */
export async function customerSays(
  origin: string,
  channel: LocalChannel,
  message: Record<string, unknown> & { from: string },
): Promise<{ id: string; webhookStatus: number }> {
  const answer = await fetch(`${origin}/local-whatsapp/phone/${channel.phoneNumberId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { id: string; webhookStatus: number };
}

export interface PhoneMessage {
  id: string;
  from: 'business' | 'customer';
  type: string;
  payload: Record<string, unknown>;
  status: string;
}

/** What the customer's phone shows (and what the stand-in recorded the server sending). */
export async function phoneThread(
  origin: string,
  channel: LocalChannel,
  customer: string,
): Promise<PhoneMessage[]> {
  const answer = await fetch(
    `${origin}/local-whatsapp/phone/${channel.phoneNumberId}/messages?customer=${customer}`,
  );
  return ((await answer.json()) as { messages: PhoneMessage[] }).messages;
}

interface InteractivePayload {
  type?: string;
  body?: { text?: string };
  action?: {
    buttons?: { reply: { id: string; title: string } }[];
    sections?: { rows: { id: string; title: string }[] }[];
  };
}

/** The text of a message the business sent, whatever its type (a template's name). */
export function textOf(message: PhoneMessage): string {
  const payload = message.payload as { body?: unknown; name?: unknown } & InteractivePayload;
  if (message.type === 'text') return String(payload.body ?? '');
  if (message.type === 'interactive') return String(payload.body?.text ?? '');
  if (message.type === 'template') return String(payload.name ?? '');
  return '';
}

/** The reply ids an interactive message offers (its buttons or its list rows). */
export function choicesOf(message: PhoneMessage): { id: string; title: string }[] {
  if (message.type !== 'interactive') return [];
  const { action } = message.payload as InteractivePayload;
  return [
    ...(action?.buttons ?? []).map((button) => button.reply),
    ...(action?.sections ?? []).flatMap((section) => section.rows),
  ];
}
