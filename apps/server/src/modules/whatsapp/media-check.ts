import type { ChatKind } from './chat-message-body.js';

/** The most a customer's media may weigh, by kind. */
export const MEDIA_LIMITS: Partial<Record<ChatKind, number>> = {
  image: 5 * 1024 * 1024,
  audio: 16 * 1024 * 1024,
  video: 16 * 1024 * 1024,
  document: 10 * 1024 * 1024,
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What the bytes are, read from their first bytes (the type WhatsApp declares is not trusted,
 * as an uploaded logo's is not): the media types a conversation shows, or null.
 */
export function sniffMediaType(bytes: Buffer): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('OggS'))) return 'audio/ogg';
  if (startsWith(bytes, ascii('#!AMR'))) return 'audio/amr';
  if (startsWith(bytes, ascii('ID3'))) return 'audio/mpeg';
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) return 'audio/mpeg';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (brand.startsWith('M4A')) return 'audio/mp4';
    if (brand.startsWith('3gp')) return 'video/3gpp';
    return 'video/mp4';
  }
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** Whether sniffed bytes may stand for a message of this kind. */
export function fitsKind(kind: ChatKind, sniffed: string): boolean {
  switch (kind) {
    case 'image':
      return sniffed.startsWith('image/');
    case 'audio':
      return sniffed.startsWith('audio/') || sniffed === 'video/mp4';
    case 'video':
      return sniffed.startsWith('video/');
    case 'document':
      return sniffed === 'application/pdf' || sniffed.startsWith('image/');
    default:
      return false;
  }
}
