/** The kinds of message a conversation shows (the contract's `ChatMessage.kind`). */
export type ChatKind =
  | 'text'
  | 'image'
  | 'audio'
  | 'video'
  | 'document'
  | 'location'
  | 'choices'
  | 'choice'
  | 'template'
  | 'unsupported';

/** `chat_messages.body`: what a message says, by kind; ids only, never bytes. */
export interface ChatBody {
  text?: string | null;
  /** Our copy of the media (chat_media), once fetched and checked. */
  mediaId?: string | null;
  /** WhatsApp's id of an inbound media, until it is fetched (it lives seven days). */
  providerMediaId?: string | null;
  /** Why an inbound media was not kept (too big, not what it claimed). */
  mediaRefused?: string | null;
  voice?: boolean;
  filename?: string | null;
  location?: { latitude: number; longitude: number; name: string | null; address: string | null };
  /** The assistant's buttons or list rows: shown titles, and the ids a tap answers with. */
  choices?: { id: string; title: string }[];
  /** The title of the button that opens a list (more than three choices). */
  listButton?: string;
  /** The id of the button or row a customer tapped. */
  choiceId?: string | null;
  templateName?: string | null;
  /** The template's body parameters, in order, and its language (`ar` or `en`). */
  templateParams?: string[];
  templateLanguage?: 'ar' | 'en';
  button?: { label: string; url: string } | null;
}

/** The longest text kept from one inbound message (WhatsApp's own limit is 4096). */
const MAX_TEXT = 4096;

function text(value: unknown, max = MAX_TEXT): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;
}

function number(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * A message of Meta's notification (`messages[]`) as this product keeps it. Anything it does not
 * show (stickers, reactions, contacts, orders…) is kept as `unsupported`, so staff know the
 * customer sent something.
 */
export function inboundBody(message: Record<string, unknown>): { kind: ChatKind; body: ChatBody } {
  const type = message.type;
  const part = (key: string): Record<string, unknown> =>
    (message[key] && typeof message[key] === 'object' ? message[key] : {}) as Record<
      string,
      unknown
    >;
  switch (type) {
    case 'text':
      return { kind: 'text', body: { text: text(part('text').body) ?? '' } };
    case 'image':
    case 'video': {
      const media = part(type);
      return {
        kind: type,
        body: { providerMediaId: text(media.id, 200), text: text(media.caption, 1024) },
      };
    }
    case 'audio': {
      const media = part('audio');
      return {
        kind: 'audio',
        body: { providerMediaId: text(media.id, 200), voice: media.voice === true },
      };
    }
    case 'document': {
      const media = part('document');
      return {
        kind: 'document',
        body: {
          providerMediaId: text(media.id, 200),
          filename: text(media.filename, 200),
          text: text(media.caption, 1024),
        },
      };
    }
    case 'location': {
      const place = part('location');
      const latitude = number(place.latitude);
      const longitude = number(place.longitude);
      if (
        latitude === null ||
        longitude === null ||
        Math.abs(latitude) > 90 ||
        Math.abs(longitude) > 180
      ) {
        return { kind: 'unsupported', body: {} };
      }
      return {
        kind: 'location',
        body: {
          location: {
            latitude,
            longitude,
            name: text(place.name, 200),
            address: text(place.address, 500),
          },
        },
      };
    }
    case 'interactive': {
      const interactive = part('interactive');
      const reply = (interactive.button_reply ?? interactive.list_reply) as
        Record<string, unknown> | undefined;
      if (!reply) return { kind: 'unsupported', body: {} };
      return {
        kind: 'choice',
        body: { text: text(reply.title, 200) ?? '', choiceId: text(reply.id, 200) },
      };
    }
    case 'button': {
      // A tap on a template's quick-reply button.
      const button = part('button');
      return {
        kind: 'choice',
        body: { text: text(button.text, 200) ?? '', choiceId: text(button.payload, 200) },
      };
    }
    default:
      return { kind: 'unsupported', body: {} };
  }
}
