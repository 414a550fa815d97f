import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';

/**
 * A JSON body answered many times: compressed once per encoding asked for, not once per answer
 * (the response compression would squeeze the same 200 kB again for every caller). Brotli at the
 * quality the server's response compression uses.
 */
export class EncodedBody {
  private readonly encoded = new Map<BodyEncoding, Buffer>();

  constructor(readonly text: string) {}

  as(encoding: BodyEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(this.text);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * The encoding an `Accept-Encoding` header prefers among Brotli and gzip (the two the server's
 * compression offers, Brotli first), or null for the body as it is.
 */
export function acceptedEncoding(header: string | string[] | undefined): BodyEncoding | null {
  const offered = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: BodyEncoding) => offered.get(name) ?? offered.get('*') ?? 0;
  const best = (['br', 'gzip'] as const)
    .filter((name) => weight(name) > 0)
    .sort((a, b) => weight(b) - weight(a))[0];
  return best ?? null;
}
