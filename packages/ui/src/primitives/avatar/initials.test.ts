import { describe, expect, it } from 'vitest';
import { initialsOf, toneIndexFor } from './initials';

const ZWNJ = '\u200c';

describe('initialsOf', () => {
  it('takes the first and last names of an Arabic name, kept apart', () => {
    expect(initialsOf('محمد بن سعد العتيبي')).toBe(`م${ZWNJ}ع`);
  });

  it('skips the definite article', () => {
    expect(initialsOf('شركة النخبة')).toBe(`ش${ZWNJ}ن`);
  });

  it('keeps a short word that only looks like the article', () => {
    expect(initialsOf('ال')).toBe('ا');
  });

  it('uses capital letters for Latin names', () => {
    expect(initialsOf('sara al qahtani')).toBe('SQ');
    expect(initialsOf('Toyota')).toBe('T');
  });

  it('ignores surrounding spaces and punctuation', () => {
    expect(initialsOf('  (Ahmed)   Ali  ')).toBe('AA');
  });

  it('joins mixed scripts without a joiner', () => {
    expect(initialsOf('محمد Ali')).toBe('مA');
  });

  it('is empty when there is no name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });
});

describe('toneIndexFor', () => {
  it('gives the same colour to the same name', () => {
    expect(toneIndexFor('نورة الشمري', 4)).toBe(toneIndexFor('نورة الشمري', 4));
  });

  it('stays within the palette', () => {
    for (const name of ['أ', 'Fahad', 'مؤسسة الخليج لقطع الغيار', '']) {
      const index = toneIndexFor(name, 4);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(4);
    }
  });

  it('spreads different names over the palette', () => {
    const names = ['سارة', 'فهد', 'نورة', 'خالد', 'ريم', 'عبدالله', 'منيرة', 'تركي'];
    expect(new Set(names.map((name) => toneIndexFor(name, 4))).size).toBeGreaterThan(1);
  });
});
