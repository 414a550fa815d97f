import type { ChatPreviewTexts } from './chat-texts';
import type { ChatMessageBody } from './chat-types';

/*
 * One line for a conversation's last message in the list, and a WhatsApp number as people read
 * it. Pure, so the list and its tests agree.
 */

const SEPARATOR = ' · ';

/** A message body on one line: its text, or its kind's label (and caption, file or place name). */
export function bodyPreview(body: ChatMessageBody, media: ChatPreviewTexts): string {
  const withDetail = (label: string, detail: string | null | undefined) => {
    const clean = oneLine(detail ?? '');
    return clean ? `${label}${SEPARATOR}${clean}` : label;
  };
  switch (body.kind) {
    case 'text':
      return oneLine(body.text);
    case 'image':
      return withDetail(media.image, body.caption);
    case 'audio':
      return body.voice ? media.voiceNote : media.audio;
    case 'video':
      return withDetail(media.video, body.caption);
    case 'document':
      return withDetail(media.document, body.filename);
    case 'location':
      return withDetail(media.location, body.name ?? body.address);
    case 'choices':
      return oneLine(body.text);
    case 'choice':
      return oneLine(body.title);
    case 'template':
      return oneLine(body.text);
    default:
      return media.unsupported;
  }
}

/** Line breaks and runs of spaces become one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * An E.164 number without its plus («966501234567») as it is read: «+966 50 123 4567» for a
 * Saudi mobile (and «+966 13 876 5432» for a landline), «+» and the digits for any other. Render it inside `dir="ltr"`.
 */
export function formatChatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return phone.trim();
  const saudi = /^966([15]\d)(\d{3})(\d{4})$/.exec(digits);
  if (saudi) return `+966 ${saudi[1]} ${saudi[2]} ${saudi[3]}`;
  return `+${digits}`;
}
