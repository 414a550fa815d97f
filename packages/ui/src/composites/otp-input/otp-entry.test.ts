import { describe, expect, it } from 'vitest';
import { pastedCode, readBoxEntry, retypesSameDigit } from './otp-entry';

describe('readBoxEntry', () => {
  it('keeps a single digit', () => {
    expect(readBoxEntry('7')).toEqual({ kind: 'set', value: '7' });
  });

  it('keeps the newest digit when one is typed over a filled box', () => {
    expect(readBoxEntry('37')).toEqual({ kind: 'set', value: '7' });
  });

  it('empties the box when its text is cleared', () => {
    expect(readBoxEntry('')).toEqual({ kind: 'set', value: '' });
  });

  it('refuses letters, symbols and spaces', () => {
    expect(readBoxEntry('a')).toEqual({ kind: 'reject' });
    expect(readBoxEntry('س')).toEqual({ kind: 'reject' });
    expect(readBoxEntry('5-')).toEqual({ kind: 'reject' });
    expect(readBoxEntry(' ')).toEqual({ kind: 'reject' });
  });

  it('accepts Arabic-Indic digits and stores them as Western digits', () => {
    expect(readBoxEntry('٣')).toEqual({ kind: 'set', value: '3' });
  });

  it('fills every box when a whole code arrives at once', () => {
    expect(readBoxEntry('4821')).toEqual({ kind: 'fill', digits: ['4', '8', '2', '1'] });
  });
});

describe('retypesSameDigit', () => {
  it('sees a digit typed over the same digit, which changes nothing in the box', () => {
    expect(retypesSameDigit('4', '4')).toBe(true);
    expect(retypesSameDigit('٤', '4')).toBe(true);
  });

  it('leaves every other key to the change event or the other keys', () => {
    expect(retypesSameDigit('5', '4')).toBe(false);
    expect(retypesSameDigit('4', '')).toBe(false);
    expect(retypesSameDigit('Backspace', '4')).toBe(false);
    expect(retypesSameDigit('a', 'a')).toBe(false);
  });
});

describe('pastedCode', () => {
  it('takes exactly four digits, ignoring spaces and words around them', () => {
    expect(pastedCode('1234')).toEqual(['1', '2', '3', '4']);
    expect(pastedCode(' 12 34 ')).toEqual(['1', '2', '3', '4']);
    expect(pastedCode('رمز التحقق: ٥٦٧٨')).toEqual(['5', '6', '7', '8']);
  });

  it('refuses text with fewer or more digits', () => {
    expect(pastedCode('123')).toBeNull();
    expect(pastedCode('12345')).toBeNull();
    expect(pastedCode('abcd')).toBeNull();
  });
});
