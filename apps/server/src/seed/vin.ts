import type { SeededRandom } from './random.js';

/** VIN characters: digits and capitals without I, O and Q (ISO 3779). */
const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Position 10 encodes the model year; the letters cycle every 30 years from 1980 (A). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

function valueOf(character: string): number {
  return /[0-9]/.test(character) ? Number(character) : (TRANSLITERATION[character] ?? 0);
}

/** The check digit in position 9 (mandatory in North America, harmless elsewhere). */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, character, index) => {
    return total + valueOf(character) * (WEIGHTS[index] ?? 0);
  }, 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function modelYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30] ?? 'A';
}

/**
 * A 17-character VIN of the right shape for the maker's world manufacturer identifier: WMI,
 * vehicle descriptor, check digit, model year, plant, and a six-digit serial.
 */
export function makeVin(random: SeededRandom, wmi: string, year: number): string {
  let descriptor = '';
  for (let i = 0; i < 5; i += 1) descriptor += random.pick([...VIN_ALPHABET]);
  const plant = random.pick([...VIN_ALPHABET]);
  const withoutCheck = `${wmi}${descriptor}0${modelYearCode(year)}${plant}${random.digits(6)}`;
  const check = vinCheckDigit(withoutCheck);
  return `${withoutCheck.slice(0, 8)}${check}${withoutCheck.slice(9)}`;
}
