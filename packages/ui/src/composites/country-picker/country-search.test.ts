import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { DEFAULT_DIAL_CODE, findCountry, matchCountries, searchCountries } from './country-search';

const iso = (list: { iso2: string }[]) => list.map((c) => c.iso2);

describe('country data', () => {
  it('holds about 240 countries, each with a unique ISO code and a dial code', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(235);
    expect(new Set(COUNTRIES.map((c) => c.iso2)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.iso2).toMatch(/^[a-z]{2}$/);
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
      expect(c.nameAr).not.toBe('');
      expect(c.nameEn).not.toBe('');
    }
  });

  it('starts with Saudi Arabia, the default +966', () => {
    expect(COUNTRIES[0]).toMatchObject({ iso2: 'sa', dialCode: DEFAULT_DIAL_CODE });
  });
});

describe('matchCountries', () => {
  it('finds a country by its Arabic name, however the alef and ta marbuta are typed', () => {
    expect(iso(matchCountries('الإمارات'))).toContain('ae');
    expect(iso(matchCountries('الامارات'))).toContain('ae');
    expect(iso(matchCountries('السعوديه'))).toEqual(['sa']);
  });

  it('finds a country by its English name without regard to case or accents', () => {
    expect(iso(matchCountries('kuwait'))).toEqual(['kw']);
    expect(iso(matchCountries('curacao'))).toEqual(['cw']);
  });

  it('puts names that start with the query before names that only contain it', () => {
    const result = iso(matchCountries('oman'));
    expect(result[0]).toBe('om');
    expect(result).toContain('ro'); // Romania contains "oman"
  });

  it('finds a country by dial code with or without the plus sign', () => {
    expect(iso(matchCountries('+966'))).toEqual(['sa']);
    expect(iso(matchCountries('966'))).toEqual(['sa']);
    expect(iso(matchCountries(' + 971 '))).toEqual(['ae']);
  });

  it('lists the main country first for a shared dial code', () => {
    expect(matchCountries('+1')[0]?.iso2).toBe('us');
    expect(matchCountries('44')[0]?.iso2).toBe('gb');
  });

  it('matches the start of dial codes while the code is being typed', () => {
    const gulf = iso(matchCountries('97'));
    expect(gulf).toEqual(expect.arrayContaining(['ae', 'qa', 'bh', 'il', 'ps']));
    expect(gulf).not.toContain('sa');

    const north = iso(matchCountries('+21'));
    expect(north).toEqual(expect.arrayContaining(['ma', 'dz', 'tn', 'ly'])); // +212 … +218
    expect(north).not.toContain('eg'); // +20
  });

  it('reads Arabic-Indic digits as a dial code', () => {
    expect(iso(matchCountries('٩٦٦'))).toEqual(['sa']);
  });

  it('returns everything for an empty query and nothing for a query that matches nothing', () => {
    expect(matchCountries('  ')).toHaveLength(COUNTRIES.length);
    expect(matchCountries('zzzz')).toEqual([]);
    expect(matchCountries('+99999')).toEqual([]);
  });
});

describe('searchCountries', () => {
  it('returns the matches', () => {
    expect(iso(searchCountries('قطر'))).toEqual(['qa']);
  });

  it('falls back to the first entry when nothing matches', () => {
    expect(searchCountries('لا يوجد بلد بهذا الاسم')).toEqual([COUNTRIES[0]]);
    expect(searchCountries('+00')).toEqual([COUNTRIES[0]]);
  });

  it('falls back to the first entry of a custom list', () => {
    const list = [
      { nameAr: 'الكويت', nameEn: 'Kuwait', dialCode: '+965', iso2: 'kw' },
      { nameAr: 'قطر', nameEn: 'Qatar', dialCode: '+974', iso2: 'qa' },
    ];
    expect(searchCountries('fr', list)).toEqual([list[0]]);
    expect(searchCountries('974', list)).toEqual([list[1]]);
  });
});

describe('findCountry', () => {
  it('resolves a stored dial code', () => {
    expect(findCountry('+966').iso2).toBe('sa');
    expect(findCountry('+20').iso2).toBe('eg');
  });

  it('falls back to the first entry when nothing matches', () => {
    expect(findCountry('')).toBe(COUNTRIES[0]);
    expect(findCountry('atlantis')).toBe(COUNTRIES[0]);
  });
});
