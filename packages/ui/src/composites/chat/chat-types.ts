/*
 * The view types of the conversations screen (staff answering customers on WhatsApp). The app
 * maps the API's messages and conversations onto them; the components know nothing else.
 */

export type ChatDirection = 'in' | 'out';
/** Who wrote an outbound message: the assistant (automatic) or a staff member. */
export type ChatAuthor =
  { kind: 'customer' } | { kind: 'assistant' } | { kind: 'staff'; name: string };
export type ChatDeliveryStatus = 'pending' | 'sent' | 'delivered' | 'read' | 'failed';
export type ChatMessageBody =
  | { kind: 'text'; text: string }
  /** `url` null: the media is still being fetched, or was lost. */
  | { kind: 'image'; url: string | null; caption?: string | null }
  /** A voice note (`voice`) or an audio file: a playable `<audio controls>`. */
  | { kind: 'audio'; url: string | null; voice: boolean }
  | { kind: 'video'; url: string | null; caption?: string | null }
  | { kind: 'document'; url: string | null; filename: string; caption?: string | null }
  | {
      kind: 'location';
      latitude: number;
      longitude: number;
      name?: string | null;
      address?: string | null;
    }
  /** Outbound interactive buttons or list rows. */
  | { kind: 'choices'; text: string; choices: string[] }
  /** The customer's tap on a button or a list row. */
  | { kind: 'choice'; title: string }
  | {
      kind: 'template';
      name: string;
      text: string;
      button?: { label: string; url: string } | null;
    }
  | { kind: 'unsupported' };
export interface ChatMessageView {
  id: string;
  direction: ChatDirection;
  author: ChatAuthor;
  body: ChatMessageBody;
  /** ISO time. */
  at: string;
  /** Outbound only. */
  status?: ChatDeliveryStatus | null;
  /** Outbound failed: the provider's reason, already worded. */
  failure?: string | null;
}
export interface ConversationSummaryView {
  id: string;
  customerName: string | null;
  /** E.164 without plus, e.g. "966501234567"; shown LTR. */
  phone: string;
  lastMessage: ChatMessageView | null;
  unread: number;
  /** The assistant handed the conversation to staff and nobody answered yet. */
  needsStaff: boolean;
  /** Customer said STOP: only essential messages go out. */
  optedOut: boolean;
  /** ISO end of the 24-hour customer-service window, or null when closed/never opened. */
  windowClosesAt: string | null;
}
export interface ChatTemplateView {
  name: string;
  label: string;
  preview: string;
}
