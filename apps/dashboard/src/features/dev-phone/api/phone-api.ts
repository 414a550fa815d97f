import { queryOptions } from '@tanstack/react-query';

/**
 * The local WhatsApp stand-in's phone API (apps/server, local-whatsapp.routes.ts): served by a
 * development or test server only, outside /api/v1 and without a session, so it is not part of
 * the typed contract. Plain same-origin fetches (Vite forwards /local-whatsapp in development).
 */
const PHONE_API = '/local-whatsapp/phone';

/** How often the open thread asks for new messages while the page is visible. */
export const THREAD_POLL_MS = 1500;

/** One company's local number, as the stand-in lists it. */
export interface PhoneChannel {
  phoneNumberId: string;
  displayPhone: string;
  company: string;
}

export type PhoneMessageStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** A message as the stand-in keeps it: the business's as sent to Meta, the customer's as Meta posts it. */
export interface PhoneMessage {
  id: string;
  phoneNumberId: string;
  customer: string;
  from: 'business' | 'customer';
  type: string;
  payload: Record<string, unknown>;
  status: PhoneMessageStatus;
  at: string;
}

/** The stand-in's channels, or `off` when this server does not mount it (production). */
export type PhoneChannels = { kind: 'off' } | { kind: 'on'; channels: PhoneChannel[] };

/** What the customer says: a text, a tap on a button or list row, a photo or a location. */
export type CustomerContent =
  | { text: string }
  | { choice: { id: string; title: string; list: boolean } }
  | { image: { base64: string; mimeType: string; caption?: string } }
  | { location: { latitude: number; longitude: number; name?: string; address?: string } };

export interface CustomerMessage {
  phoneNumberId: string;
  /** The customer's number, digits only (international, without +). */
  from: string;
  name?: string;
  content: CustomerContent;
}

/** The stand-in's answer to a customer's message: its id and the webhook's HTTP status. */
export interface SentCustomerMessage {
  id: string;
  webhookStatus: number;
}

/** A refused or failed call to the stand-in; `status` 0 when it never answered. */
export class PhoneApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PhoneApiError';
  }
}

/** A customer's number the stand-in accepts: 6 to 20 digits. */
export function isCustomerNumber(value: string): boolean {
  return /^[0-9]{6,20}$/.test(value);
}

async function call(path: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${PHONE_API}${path}`, {
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
    });
  } catch (error) {
    throw new PhoneApiError(0, error instanceof Error ? error.message : 'network error');
  }
  return response;
}

async function json<T>(response: Response): Promise<T> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('application/json')) {
    let message = `HTTP ${response.status}`;
    try {
      const body = (await response.json()) as { error?: { message?: string }; message?: string };
      message = body.error?.message ?? body.message ?? message;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new PhoneApiError(response.status, message);
  }
  return (await response.json()) as T;
}

export async function fetchPhoneChannels(): Promise<PhoneChannels> {
  const response = await call('/channels');
  // Not mounted: the server's own 404 (a production server).
  if (response.status === 404) return { kind: 'off' };
  const { channels } = await json<{ channels: PhoneChannel[] }>(response);
  return { kind: 'on', channels };
}

export async function fetchPhoneThread(
  phoneNumberId: string,
  customer: string,
): Promise<PhoneMessage[]> {
  const response = await call(
    `/${encodeURIComponent(phoneNumberId)}/messages?customer=${encodeURIComponent(customer)}`,
  );
  const { messages } = await json<{ messages: PhoneMessage[] }>(response);
  return messages;
}

/** Writes as the customer: the stand-in posts it, signed, to the company's webhook. */
export async function sendCustomerMessage(message: CustomerMessage): Promise<SentCustomerMessage> {
  const response = await call(`/${encodeURIComponent(message.phoneNumberId)}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      from: message.from,
      ...(message.name ? { name: message.name } : {}),
      ...message.content,
    }),
  });
  return json<SentCustomerMessage>(response);
}

export function phoneChannelsQueryOptions() {
  return queryOptions({ queryKey: ['dev-phone', 'channels'], queryFn: fetchPhoneChannels });
}

/** The thread with one customer, asked for again every 1.5 s while the page is visible. */
export function phoneThreadQueryOptions(phoneNumberId: string, customer: string) {
  return queryOptions({
    queryKey: ['dev-phone', 'thread', phoneNumberId, customer],
    queryFn: () => fetchPhoneThread(phoneNumberId, customer),
    refetchInterval: THREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
