import { describe, expect, it } from 'vitest';
import { isCommercialRegistration } from '../../lib/saudi-registration.js';
import { internationalPhone } from './seller-contact.js';

describe('internationalPhone', () => {
  it('writes the ways shops type a Saudi number in international form', () => {
    expect(internationalPhone('0501234567')).toBe('+966501234567');
    expect(internationalPhone('501234567')).toBe('+966501234567');
    expect(internationalPhone('+966 50 123 4567')).toBe('+966501234567');
    expect(internationalPhone('00966501234567')).toBe('+966501234567');
    expect(internationalPhone('011-234-5678')).toBe('+966112345678');
  });

  it('keeps a unified number and a foreign number as they are', () => {
    expect(internationalPhone('920012345')).toBe('920012345');
    expect(internationalPhone('+971501234567')).toBe('+971501234567');
  });

  it('refuses what is not a phone number', () => {
    expect(internationalPhone('')).toBeNull();
    expect(internationalPhone('12345')).toBeNull();
    expect(internationalPhone('05012345')).toBeNull();
    expect(internationalPhone('+966 30 123 4567')).toBeNull();
    expect(internationalPhone('call me')).toBeNull();
  });
});

describe('isCommercialRegistration', () => {
  it('takes ten digits only', () => {
    expect(isCommercialRegistration('1010123456')).toBe(true);
    expect(isCommercialRegistration('7001234567')).toBe(true);
    expect(isCommercialRegistration('101012345')).toBe(false);
    expect(isCommercialRegistration('10101234567')).toBe(false);
    expect(isCommercialRegistration('10101a3456')).toBe(false);
  });
});
