import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);
// jsqr is CommonJS whose types declare an ES default: at run time the import is the function
// itself, which also carries `.default`; this reads it either way.
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = (jsQRModule as unknown as { default: Decode }).default;

/**
 * What a printed invoice's QR says, read the way a phone reads paper: the PDF Chromium printed
 * is drawn as pictures (poppler's pdftoppm, 200 dpi) and each page's QR is found and decoded from
 * the pixels (jsQR). Nothing is taken from the page's source.
 */
export async function qrOfPrintedPdf(pdf: Buffer): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'printed-invoice-'));
  try {
    await writeFile(join(folder, 'invoice.pdf'), pdf);
    await run('pdftoppm', ['-r', '200', '-png', join(folder, 'invoice.pdf'), join(folder, 'page')]);
    const pages = (await readdir(folder)).filter((name) => name.endsWith('.png')).sort();
    const found: string[] = [];
    for (const page of pages) {
      const image = PNG.sync.read(await readFile(join(folder, page)));
      const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
      if (code) found.push(code.data);
    }
    return found;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The first page of a printed PDF as a PNG, to look at. */
export async function firstPagePicture(pdf: Buffer, to: string): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'printed-invoice-'));
  try {
    await writeFile(join(folder, 'invoice.pdf'), pdf);
    await run('pdftoppm', [
      '-r',
      '110',
      '-png',
      '-singlefile',
      join(folder, 'invoice.pdf'),
      to.replace(/\.png$/, ''),
    ]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The TLV records of a ZATCA QR payload (Base64): tag → UTF-8 text. */
export function qrFields(payload: string): Map<number, string> {
  const bytes = Buffer.from(payload, 'base64');
  const fields = new Map<number, string>();
  for (let at = 0; at + 2 <= bytes.length;) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return fields;
}
