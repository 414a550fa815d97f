import type { PhoneMessage } from './api/phone-api';

/**
 * What a message of the stand-in shows on the customer's phone, read from its WhatsApp payload
 * (the business's as the server sent it to the Cloud API, the customer's as Meta posts it). Pure,
 * so the odd shapes are tested without a browser; anything unexpected becomes `other`.
 */

export interface PhoneChoice {
  id: string;
  title: string;
  description: string | null;
}

export interface PhoneListSection {
  title: string | null;
  rows: PhoneChoice[];
}

export type PhoneMessageBody =
  | { kind: 'text'; text: string }
  /** The business's reply buttons: each tap answers `{ choice: { id, title, list: false } }`. */
  | { kind: 'buttons'; text: string; buttons: PhoneChoice[] }
  /** The business's list: a button opening its rows; a tap answers with `list: true`. */
  | { kind: 'list'; text: string; button: string; sections: PhoneListSection[] }
  /**
   * An approved template: its text is not in the payload, only its name and parameters; a URL
   * button's parameter is the customer's quote link token (`/q/<token>`).
   */
  | { kind: 'template'; name: string; params: string[]; quoteToken: string | null }
  /** The customer's tap on a button or a list row. */
  | { kind: 'choice'; title: string }
  | { kind: 'image'; caption: string | null }
  | { kind: 'audio' }
  | { kind: 'document'; filename: string | null }
  | {
      kind: 'location';
      latitude: number;
      longitude: number;
      name: string | null;
      address: string | null;
    }
  | { kind: 'other'; type: string };

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function choiceOf(value: unknown): PhoneChoice | null {
  const row = record(value);
  const id = text(row.id);
  if (id === null) return null;
  return { id, title: text(row.title) ?? id, description: text(row.description) };
}

function interactiveBody(payload: Record<string, unknown>): PhoneMessageBody {
  const body = text(record(payload.body).text) ?? '';
  const action = record(payload.action);
  if (payload.type === 'button') {
    const buttons = list(action.buttons)
      .map((button) => choiceOf(record(button).reply))
      .filter((choice) => choice !== null);
    return { kind: 'buttons', text: body, buttons };
  }
  if (payload.type === 'list') {
    const sections = list(action.sections).map((section) => ({
      title: text(record(section).title),
      rows: list(record(section).rows)
        .map(choiceOf)
        .filter((choice) => choice !== null),
    }));
    return { kind: 'list', text: body, button: text(action.button) ?? '', sections };
  }
  return { kind: 'other', type: `interactive/${text(payload.type) ?? '?'}` };
}

function templateBody(payload: Record<string, unknown>): PhoneMessageBody {
  const components = list(payload.components).map(record);
  const parametersOf = (component: Record<string, unknown> | undefined) =>
    list(component?.parameters)
      .map((parameter) => text(record(parameter).text))
      .filter((value) => value !== null);
  const params = parametersOf(components.find((component) => component.type === 'body'));
  const urlButton = components.find(
    (component) => component.type === 'button' && component.sub_type === 'url',
  );
  const token = parametersOf(urlButton)[0] ?? null;
  return { kind: 'template', name: text(payload.name) ?? '', params, quoteToken: token || null };
}

function businessBody(message: PhoneMessage): PhoneMessageBody {
  const payload = record(message.payload);
  switch (message.type) {
    case 'text':
      return { kind: 'text', text: text(payload.body) ?? '' };
    case 'interactive':
      return interactiveBody(payload);
    case 'template':
      return templateBody(payload);
    default:
      return { kind: 'other', type: message.type };
  }
}

function customerBody(message: PhoneMessage): PhoneMessageBody {
  const payload = record(message.payload);
  const content = record(payload[message.type]);
  switch (message.type) {
    case 'text':
      return { kind: 'text', text: text(content.body) ?? '' };
    case 'interactive': {
      const reply = record(content.button_reply ?? content.list_reply);
      return { kind: 'choice', title: text(reply.title) ?? text(reply.id) ?? '' };
    }
    case 'image':
      return { kind: 'image', caption: text(content.caption) };
    case 'audio':
      return { kind: 'audio' };
    case 'document':
      return { kind: 'document', filename: text(content.filename) };
    case 'location': {
      const latitude = Number(content.latitude);
      const longitude = Number(content.longitude);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
        return { kind: 'other', type: message.type };
      }
      return {
        kind: 'location',
        latitude,
        longitude,
        name: text(content.name),
        address: text(content.address),
      };
    }
    default:
      return { kind: 'other', type: message.type };
  }
}

export function phoneMessageBody(message: PhoneMessage): PhoneMessageBody {
  return message.from === 'business' ? businessBody(message) : customerBody(message);
}

/** The customer's quote page, on this origin. */
export function quotePath(token: string): string {
  return `/q/${encodeURIComponent(token)}`;
}
