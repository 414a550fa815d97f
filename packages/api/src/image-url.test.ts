import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('joins a stored path to the API host', () => {
    expect(imageUrl('https://api.example.sa', '/api/v1/images/abc')).toBe(
      'https://api.example.sa/api/v1/images/abc',
    );
  });

  it('turns backslashes into slashes and avoids doubled slashes', () => {
    expect(imageUrl('https://api.example.sa/', 'uploads\\logos\\a.webp')).toBe(
      'https://api.example.sa/uploads/logos/a.webp',
    );
  });

  it('keeps a same-origin path when the host is empty', () => {
    expect(imageUrl('', '/api/v1/images/abc')).toBe('/api/v1/images/abc');
  });

  it('returns absolute URLs unchanged and nothing for a missing image', () => {
    expect(imageUrl('https://api.example.sa', 'https://cdn.chat.example/a.png')).toBe(
      'https://cdn.chat.example/a.png',
    );
    expect(imageUrl('https://api.example.sa', null)).toBeUndefined();
    expect(imageUrl('https://api.example.sa', '')).toBeUndefined();
  });
});
