import type { DemoCompany } from './demo-companies.js';

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
