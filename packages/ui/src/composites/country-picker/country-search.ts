import { COUNTRIES, MAIN_COUNTRY_FOR_DIAL_CODE, type Country } from './countries';
import { digitsOnly, toWesternDigits } from '../shared/digits';

/** The dial code a phone field starts with. */
export const DEFAULT_DIAL_CODE = '+966';

// Arabic is matched the way people type it: with or without hamza on the alef, with ى or ي,
// ة or ه, with or without short vowels. Latin is matched without case or accents (Åland, Curaçao).
function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // Latin accents
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '') // Arabic short vowels, dagger alef, tatweel
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .toLowerCase()
    .trim();
}

interface IndexedCountry {
  country: Country;
  names: string[];
  dialDigits: string;
}

function indexCountries(countries: readonly Country[]): IndexedCountry[] {
  return countries.map((country) => ({
    country,
    names: [normalizeName(country.nameAr), normalizeName(country.nameEn)],
    dialDigits: digitsOnly(country.dialCode),
  }));
}

const DEFAULT_INDEX = indexCountries(COUNTRIES);

/** A query made only of digits (and an optional leading '+') is a dial code search. */
function dialQuery(query: string): string | null {
  const compact = toWesternDigits(query).replace(/\s+/g, '');
  return /^\+?\d+$/.test(compact) ? compact.replace('+', '') : null;
}

/**
 * Every country matching the query, best first: by dial code (with or without '+'; a partial code
 * matches the codes it starts, and for a shared code its main country comes first) or by Arabic or English name (names starting with the query before names
 * containing it). An empty query matches every country in list order; no match gives [].
 */
export function matchCountries(
  query: string,
  countries: readonly Country[] = COUNTRIES,
): Country[] {
  const index = countries === COUNTRIES ? DEFAULT_INDEX : indexCountries(countries);
  const digits = dialQuery(query);

  if (digits !== null) {
    const rank = (entry: IndexedCountry): number => {
      if (entry.dialDigits === digits) {
        const main = MAIN_COUNTRY_FOR_DIAL_CODE[entry.country.dialCode];
        return main === undefined || main === entry.country.iso2 ? 0 : 1;
      }
      return entry.dialDigits.startsWith(digits) ? 2 : -1;
    };
    return rankAndKeep(index, rank);
  }

  const term = normalizeName(query);
  if (term === '') return [...countries];
  const rank = (entry: IndexedCountry): number => {
    if (entry.names.some((name) => name.startsWith(term))) return 0;
    if (entry.names.some((name) => name.split(' ').some((word) => word.startsWith(term)))) return 1;
    if (entry.names.some((name) => name.includes(term))) return 2;
    return -1;
  };
  return rankAndKeep(index, rank);
}

/** The picker's list: the matches, or the first entry when nothing matches (the spec's fallback). */
export function searchCountries(
  query: string,
  countries: readonly Country[] = COUNTRIES,
): Country[] {
  const matches = matchCountries(query, countries);
  if (matches.length > 0) return matches;
  const first = countries[0];
  return first ? [first] : [];
}

/**
 * The single best country for a query such as a stored dial code ('+966', '44') or a name;
 * the first entry when nothing matches.
 */
export function findCountry(query: string, countries: readonly Country[] = COUNTRIES): Country {
  const best = matchCountries(query, countries)[0] ?? countries[0];
  if (!best) throw new Error('The country list is empty');
  return best;
}

function rankAndKeep(entries: IndexedCountry[], rank: (entry: IndexedCountry) => number) {
  return entries
    .map((entry, position) => ({ entry, position, score: rank(entry) }))
    .filter((ranked) => ranked.score >= 0)
    .sort((a, b) => a.score - b.score || a.position - b.position)
    .map((ranked) => ranked.entry.country);
}
