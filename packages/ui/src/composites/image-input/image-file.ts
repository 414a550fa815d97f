/** What the server accepts for logos and avatars (content-sniffed there; checked here first). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageFileProblem = 'type' | 'size' | 'empty';

/** Why a chosen file cannot be uploaded, or null when it can. */
export function checkImageFile(
  file: { type: string; size: number },
  maxBytes: number = MAX_IMAGE_BYTES,
): ImageFileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}
