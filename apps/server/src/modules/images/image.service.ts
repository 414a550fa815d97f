import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findImage, type StoredImage } from './images.repository.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const MAX_SIDE = 512;
/** Far above any real 2 MB photo; refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Uploaded logos and avatars: the content is sniffed (the declared type and file name are not
 * trusted), only JPEG, PNG and WebP are accepted, and the result is re-encoded as WebP of at most
 * 512 px without metadata (no EXIF location leaks).
 */
export async function normaliseImage(input: Buffer): Promise<ProcessedImage> {
  // Loaded on the first upload: libvips costs the process ~26 MB of memory from the moment it
  // is loaded, and most processes never see an upload.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new AppError('UNSUPPORTED_IMAGE');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('UNSUPPORTED_IMAGE');

  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (cause) {
    // A truncated or corrupt file is the uploader's problem, not a server fault.
    throw new AppError('UNSUPPORTED_IMAGE', { cause });
  }
}

export async function readImage(db: Database, id: string): Promise<StoredImage> {
  const image = await findImage(db, id);
  if (!image) throw new AppError('IMAGE_NOT_FOUND');
  return image;
}
