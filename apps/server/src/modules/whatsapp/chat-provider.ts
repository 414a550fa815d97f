/**
 * What the server needs from WhatsApp: send a message to a customer, and fetch a customer's
 * media by its id. The Cloud API is the one adapter (cloud-api-client.ts); the local stand-in
 * (local-whatsapp.routes.ts) speaks the same HTTP, so the same adapter drives it.
 */
export interface ChatProvider {
  send(to: string, message: OutboundPayload): Promise<{ providerMessageId: string }>;
  fetchMedia(mediaId: string, maxBytes: number): Promise<FetchedMedia>;
}

/** The body of Graph API's `POST /{phone-number-id}/messages`, without `messaging_product`/`to`. */
export type OutboundPayload =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | { type: 'interactive'; interactive: Record<string, unknown> }
  | {
      type: 'template';
      template: {
        name: string;
        language: { code: string };
        components?: Record<string, unknown>[];
      };
    };

export interface FetchedMedia {
  bytes: Buffer;
  /** What WhatsApp said it is; checked against the bytes before it is kept. */
  declaredType: string;
}

/** WhatsApp refused or did not answer: nothing was sent, the caller may try again later. */
export class ChatProviderError extends Error {
  override name = 'ChatProviderError';
  constructor(
    message: string,
    /** Refused for good (a bad number, a template not approved): retrying will not help. */
    readonly permanent = false,
  ) {
    super(message);
  }
}
