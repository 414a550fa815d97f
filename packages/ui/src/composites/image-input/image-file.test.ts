import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, checkImageFile } from './image-file';

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
