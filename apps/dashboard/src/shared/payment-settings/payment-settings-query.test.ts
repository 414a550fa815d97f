import { describe, expect, it } from 'vitest';
import { ROLES } from '@taseer/api';
import { homeReadsPaymentSettings, offersNoPayment } from './payment-settings-query';

describe('the home’s "payment is not set up" warning', () => {
  it('is for settings offering no way to pay at all', () => {
    expect(offersNoPayment({ options: [] })).toBe(true);
    expect(offersNoPayment({ options: ['pay_on_pickup'] })).toBe(false);
    expect(offersNoPayment({ options: ['card', 'bank_transfer'] })).toBe(false);
  });

  it('is read by the company only: the settings answer 403 to every other role, which never asks', () => {
    expect(ROLES.filter(homeReadsPaymentSettings)).toEqual(['admin']);
    expect(homeReadsPaymentSettings(null)).toBe(false);
    expect(homeReadsPaymentSettings(undefined)).toBe(false);
  });
});
