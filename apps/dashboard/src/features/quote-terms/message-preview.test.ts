import { describe, expect, it } from 'vitest';
import { fillMessage, sampleMessageValues } from './message-preview';

const sample = {
  customer: 'محمد',
  ref: 'ORD-00482',
  total: '1,150.00 ر.س',
  validUntil: '25 نوفمبر 2026، 10:30 م',
  link: 'https://taseer.sa/q/abc',
};

describe('the chat message preview', () => {
  it('fills every placeholder, as often as it appears', () => {
    expect(
      fillMessage('مرحبًا {customer}، طلبك {ref}: {total} حتى {validUntil}. {link} {link}', sample),
    ).toBe(
      'مرحبًا محمد، طلبك ORD-00482: 1,150.00 ر.س حتى 25 نوفمبر 2026، 10:30 م. https://taseer.sa/q/abc https://taseer.sa/q/abc',
    );
  });

  it('leaves anything else in braces as written, as the customer would get it', () => {
    expect(fillMessage('{name} {Customer} {link}', sample)).toBe(
      '{name} {Customer} https://taseer.sa/q/abc',
    );
  });

  it('counts the sample validity from now, in Riyadh time', () => {
    const values = sampleMessageValues({
      customer: 'محمد',
      validityHours: 48,
      now: new Date('2026-11-23T19:30:00Z'),
      origin: 'https://app.taseer.sa',
    });
    // 23 November 22:30 in Riyadh, plus two days (the joining word varies with the ICU version).
    expect(values.validUntil).toMatch(/^25 نوفمبر 2026.+10:30 م$/);
    expect(values.link).toMatch(/^https:\/\/app\.taseer\.sa\/q\/\w+$/);
  });
});
