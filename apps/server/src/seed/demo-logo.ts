import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normaliseImage, type ProcessedImage } from '../modules/images/index.js';
import type { DemoCompany } from './demo-companies.js';

/**
 * The demo logos as an upload would store them, written by the server's build
 * (write-demo-logos.ts) beside the embedded database's template, whether the server runs from
 * dist/ or from src/ under tsx. A fresh start with demo data then never loads sharp: libvips
 * stayed resident for the life of the process (about 30 MB) for two pictures drawn from code.
 */
export const PREPARED_DEMO_LOGOS = fileURLToPath(
  new URL('../../dist/demo-logos.json', import.meta.url),
);

interface PreparedLogo {
  key: string;
  width: number;
  height: number;
  base64: string;
}

/** Names a logo by everything it is drawn from: a changed colour or shape is drawn again. */
function logoKey(logo: DemoCompany['logo']): string {
  return `${logo.shape} ${logo.background} ${logo.accent}`;
}

function readPrepared(): PreparedLogo[] {
  try {
    return JSON.parse(readFileSync(PREPARED_DEMO_LOGOS, 'utf8')) as PreparedLogo[];
  } catch {
    return [];
  }
}

/** A demo company's logo as stored: prepared by the build, or drawn and normalised now. */
export async function demoLogo(logo: DemoCompany['logo']): Promise<ProcessedImage> {
  const prepared = readPrepared().find((entry) => entry.key === logoKey(logo));
  if (prepared) {
    return {
      bytes: Buffer.from(prepared.base64, 'base64'),
      width: prepared.width,
      height: prepared.height,
    };
  }
  return normaliseImage(await renderDemoLogo(logo));
}

/** What the build writes to PREPARED_DEMO_LOGOS: each logo drawn and normalised as an upload. */
export async function prepareDemoLogos(logos: DemoCompany['logo'][]): Promise<PreparedLogo[]> {
  return Promise.all(
    logos.map(async (logo) => {
      const image = await normaliseImage(await renderDemoLogo(logo));
      return {
        key: logoKey(logo),
        width: image.width,
        height: image.height,
        base64: image.bytes.toString('base64'),
      };
    }),
  );
}

const SIZE = 256;

/** Shapes only, no text: a fresh machine may have no font to draw letters with. */
function emblem(shape: DemoCompany['logo']['shape'], color: string): string {
  if (shape === 'gear') {
    const teeth = Array.from({ length: 8 }, (_, i) => {
      const angle = i * 45;
      return `<rect x="116" y="40" width="24" height="40" rx="6" fill="${color}" transform="rotate(${angle} 128 128)"/>`;
    }).join('');
    return `${teeth}<circle cx="128" cy="128" r="60" fill="${color}"/>`;
  }
  return `<path d="M56 150 L128 82 L200 150" fill="none" stroke="${color}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/><path d="M76 190 L128 142 L180 190" fill="none" stroke="${color}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round" opacity="0.75"/>`;
}

/** A square PNG logo for a demo company, uploaded like any other logo. */
export async function renderDemoLogo(logo: DemoCompany['logo']): Promise<Buffer> {
  const hole =
    logo.shape === 'gear' ? `<circle cx="128" cy="128" r="24" fill="${logo.background}"/>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 256 256">
<rect width="256" height="256" rx="56" fill="${logo.background}"/>
${emblem(logo.shape, logo.accent)}${hole}
</svg>`;
  // Loaded here rather than at start: seeding is the only use before an upload (see image.service).
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}
