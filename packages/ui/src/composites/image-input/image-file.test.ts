import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, checkImageFile, inspectImageFile, sniffImageType } from './image-file';

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 50_000 })).toBeNull();
  });

  it('refuses other types, including SVG and GIF', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(checkImageFile({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(checkImageFile({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(checkImageFile({ type: '', size: 1000 })).toBe('type');
  });

  it('refuses a file one byte over the limit and an empty file', () => {
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
    expect(checkImageFile({ type: 'image/png', size: 0 })).toBe('empty');
  });

  it('honours a smaller limit', () => {
    expect(checkImageFile({ type: 'image/png', size: 600 }, 500)).toBe('size');
  });
});

/** The first bytes of each format the server accepts, padded to a plausible file. */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const file = (bytes: number[] | string, name: string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array([...bytes, 1, 2, 3])], name, {
    type,
  });

describe('inspectImageFile', () => {
  it('takes JPEG, PNG and WebP by their content, whatever their name and declared type', async () => {
    expect(await inspectImageFile(file(PNG, 'logo.png', 'image/png'))).toBeNull();
    expect(await inspectImageFile(file(JPEG, 'photo.jpg', 'image/jpeg'))).toBeNull();
    expect(await inspectImageFile(file(WEBP, 'logo.webp', 'image/webp'))).toBeNull();
    // A PNG whose name the system does not know still is one, as the server sees it.
    expect(await inspectImageFile(file(PNG, 'logo', ''))).toBeNull();
  });

  it('refuses at once a file that is not a picture, even named and typed as one', async () => {
    expect(await inspectImageFile(file('قائمة الأسعار', 'logo.png', 'image/png'))).toBe('type');
    expect(await inspectImageFile(file('%PDF-1.7', 'catalogue.pdf', 'application/pdf'))).toBe(
      'type',
    );
    expect(await inspectImageFile(file('GIF89a……', 'logo.gif', 'image/gif'))).toBe('type');
    expect(await inspectImageFile(file('<svg/>', 'logo.svg', 'image/svg+xml'))).toBe('type');
  });

  it('refuses an empty file and one over the size limit before reading it', async () => {
    expect(await inspectImageFile(new File([], 'logo.png', { type: 'image/png' }))).toBe('empty');
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'logo.png', { type: 'image/png' });
    expect(await inspectImageFile(big)).toBe('size');
    expect(await inspectImageFile(file(PNG, 'logo.png', 'image/png'), 10)).toBe('size');
  });
});

describe('sniffImageType', () => {
  it('reads the format from the signature, and nothing from a short or foreign one', () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(WEBP))).toBe('image/webp');
    expect(sniffImageType(new Uint8Array([0x89, 0x50]))).toBeNull();
    // A RIFF file that is not WebP (a WAV recording).
    expect(
      sniffImageType(new Uint8Array([...WEBP.slice(0, 8), 0x57, 0x41, 0x56, 0x45])),
    ).toBeNull();
  });
});
