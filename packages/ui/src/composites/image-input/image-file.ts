/** What the server accepts for logos and avatars (content-sniffed there; checked here first). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
export type ImageFileProblem = 'type' | 'size' | 'empty';

/** Why a chosen file cannot be uploaded, or null when it can (by its declared type and size). */
export function checkImageFile(
  file: { type: string; size: number },
  maxBytes: number = MAX_IMAGE_BYTES,
): ImageFileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** How many leading bytes `sniffImageType` reads. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The picture format a file's first bytes say it is, as the server decides (it trusts the content,
 * not the name or the declared type): JPEG, PNG or WebP, or null for anything else.
 */
export function sniffImageType(head: Uint8Array): AcceptedImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // "RIFF", four bytes of length, "WEBP".
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/**
 * Why the server would refuse a chosen file, or null when it would take it: empty, over the size
 * limit, or not a JPEG, PNG or WebP by its content — a document renamed `logo.png` is refused
 * here, at once, not after the upload. The name and the declared type do not count, as on the
 * server.
 */
export async function inspectImageFile(
  file: Blob,
  maxBytes: number = MAX_IMAGE_BYTES,
): Promise<ImageFileProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return sniffImageType(head) ? null : 'type';
}
