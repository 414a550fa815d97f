/**
 * Reading what a customer types about a car and its parts. Arabic-Indic digits (٠١٢…) and
 * Persian ones read as Western digits, as customers type both.
 */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** The tenth character's model year, for the cycle starting 1980 (A) and 2010 (A). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
/** The makers of the world manufacturer identifiers most seen in Saudi Arabia. */
const MAKERS: [string, { ar: string; en: string }][] = [
  ['JTD', { ar: 'تويوتا', en: 'Toyota' }],
  ['JTE', { ar: 'تويوتا', en: 'Toyota' }],
  ['JTM', { ar: 'تويوتا', en: 'Toyota' }],
  ['JTN', { ar: 'تويوتا', en: 'Toyota' }],
  ['4T1', { ar: 'تويوتا', en: 'Toyota' }],
  ['JTH', { ar: 'لكزس', en: 'Lexus' }],
  ['JTJ', { ar: 'لكزس', en: 'Lexus' }],
  ['KMH', { ar: 'هيونداي', en: 'Hyundai' }],
  ['KNA', { ar: 'كيا', en: 'Kia' }],
  ['KND', { ar: 'كيا', en: 'Kia' }],
  ['JN1', { ar: 'نيسان', en: 'Nissan' }],
  ['JN8', { ar: 'نيسان', en: 'Nissan' }],
  ['1N4', { ar: 'نيسان', en: 'Nissan' }],
  ['JHM', { ar: 'هوندا', en: 'Honda' }],
  ['1G1', { ar: 'شيفروليه', en: 'Chevrolet' }],
  ['1GC', { ar: 'شيفروليه', en: 'Chevrolet' }],
  ['1FA', { ar: 'فورد', en: 'Ford' }],
  ['1FT', { ar: 'فورد', en: 'Ford' }],
  ['WDD', { ar: 'مرسيدس', en: 'Mercedes-Benz' }],
  ['WDB', { ar: 'مرسيدس', en: 'Mercedes-Benz' }],
  ['WBA', { ar: 'بي إم دبليو', en: 'BMW' }],
];

export interface VinReading {
  vin: string;
  make: { ar: string; en: string } | null;
  year: number | null;
}

/** A typed chassis number: its maker when known and its model year (the latest that fits). */
export function readVin(text: string, now: Date): VinReading | null {
  const vin = westernDigits(text).replace(/[\s-]/g, '').toUpperCase();
  if (!VIN.test(vin)) return null;
  const code = YEAR_CODES.indexOf(vin[9] ?? '');
  const latest = now.getUTCFullYear() + 1;
  let year: number | null = null;
  if (code >= 0) {
    year = 1980 + code;
    while (year + 30 <= latest) year += 30;
  }
  const make = MAKERS.find(([wmi]) => vin.startsWith(wmi))?.[1] ?? null;
  return { vin, make, year };
}

export function readYear(text: string, now: Date): number | null {
  const match = /(?:^|\D)(\d{4})(?:\D|$)/.exec(westernDigits(text));
  const year = match ? Number(match[1]) : NaN;
  return year >= 1950 && year <= now.getUTCFullYear() + 1 ? year : null;
}

/** «كامري 2019» → model «كامري», year 2019; null without a year or a model. */
export function readModelYear(text: string, now: Date): { model: string; year: number } | null {
  const year = readYear(text, now);
  if (!year) return null;
  const model = westernDigits(text)
    .replace(String(year), ' ')
    .replace(/[\s،,-]+/g, ' ')
    .trim()
    .slice(0, 60);
  return model ? { model, year } : null;
}

export interface PartLine {
  name: string;
  quantity: number;
}

/** One part per line; «2 فحمات» or «فحمات ×2» carry their quantity (1 to 999). */
export function readPartLines(text: string): PartLine[] {
  return westernDigits(text)
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s•*\-–]+/, '').trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const before = /^(\d{1,3})\s*[x×*]?\s+(.+)$/.exec(line);
      const after = /^(.+?)\s*[x×*]\s*(\d{1,3})$/.exec(line);
      const [name, quantity] = before
        ? [before[2] ?? '', Number(before[1])]
        : after
          ? [after[1] ?? '', Number(after[2])]
          : [line, 1];
      return { name: name.trim().slice(0, 100), quantity: Math.min(Math.max(quantity, 1), 999) };
    })
    .filter((part) => part.name.length > 0);
}
