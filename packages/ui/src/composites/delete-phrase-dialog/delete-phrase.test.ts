import { describe, expect, it } from 'vitest';
import { DELETE_PHRASE, isDeletePhrase } from './delete-phrase';

describe('isDeletePhrase', () => {
  it('accepts the exact phrase', () => {
    expect(isDeletePhrase('أنا متأكد ولن أتراجع')).toBe(true);
  });

  it('ignores spaces around the phrase', () => {
    expect(isDeletePhrase(' أنا متأكد ولن أتراجع ')).toBe(true);
    expect(isDeletePhrase('أنا متأكد ولن أتراجع\n')).toBe(true);
  });

  it('refuses one letter wrong, missing or added', () => {
    expect(isDeletePhrase('انا متأكد ولن أتراجع')).toBe(false); // alef without hamza
    expect(isDeletePhrase('أنا متأكد ولن أتراج')).toBe(false);
    expect(isDeletePhrase('أنا متأكد ولن أتراجعع')).toBe(false);
  });

  it('refuses different spacing inside the phrase', () => {
    expect(isDeletePhrase('أنا  متأكد ولن أتراجع')).toBe(false);
    expect(isDeletePhrase('أنامتأكد ولن أتراجع')).toBe(false);
  });

  it('refuses empty and partial input', () => {
    expect(isDeletePhrase('')).toBe(false);
    expect(isDeletePhrase('أنا متأكد')).toBe(false);
  });

  it('checks against a translated phrase when one is given', () => {
    expect(isDeletePhrase('I am sure', 'I am sure')).toBe(true);
    expect(isDeletePhrase(DELETE_PHRASE, 'I am sure')).toBe(false);
  });
});
