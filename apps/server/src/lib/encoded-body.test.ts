import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, EncodedBody } from './encoded-body.js';

describe('a body compressed once', () => {
  it('gives back the same text in either encoding', () => {
    const body = new EncodedBody(
      JSON.stringify({ days: Array.from({ length: 500 }, (_, i) => i) }),
    );
    expect(brotliDecompressSync(body.as('br')).toString()).toBe(body.text);
    expect(gunzipSync(body.as('gzip')).toString()).toBe(body.text);
    expect(body.as('br')).toBe(body.as('br'));
  });

  it("follows the caller's Accept-Encoding, Brotli first", () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('gzip;q=0, *;q=0')).toBeNull();
  });
});
