import { describe, expect, it } from 'vitest';
import {
  isMissingOrder,
  isOrderId,
  OPENED_FROM_LIST,
  offerPath,
  offersPath,
  openedFromList,
} from './offer-address';

describe("an offer's address", () => {
  it('is /offers/:id, keeping the list’s page, search and filter for Back and closing', () => {
    const id = '0b7e2f5c-3f4a-4c1e-9d3a-6f1b2c3d4e5f';
    expect(offerPath(id, '')).toBe(`/offers/${id}`);
    expect(offerPath(id, 'page=2&search=%D8%B9')).toBe(`/offers/${id}?page=2&search=%D8%B9`);
    expect(offersPath('quoteStatus=accepted')).toBe('/offers?quoteStatus=accepted');
    expect(offersPath('')).toBe('/offers');
  });

  it('names an order only by its id; anything else typed into the link is not an order', () => {
    expect(isOrderId('0b7e2f5c-3f4a-4c1e-9d3a-6f1b2c3d4e5f')).toBe(true);
    for (const id of ['not-an-order', '123', '', '0b7e2f5c-3f4a-4c1e-9d3a-6f1b2c3d4e5']) {
      expect(isOrderId(id)).toBe(false);
    }
  });

  it('says not found for an unknown order or another company’s, not for a lost connection', () => {
    expect(isMissingOrder({ code: 'ORDER_NOT_FOUND', message: 'الطلب غير موجود' })).toBe(true);
    expect(isMissingOrder({ code: 'VALIDATION_FAILED', message: 'x' })).toBe(true);
    expect(isMissingOrder(new TypeError('Failed to fetch'))).toBe(false);
    expect(isMissingOrder({ code: 'INTERNAL', message: 'x' })).toBe(false);
  });

  it('remembers an offer opened from the list, so closing it goes Back instead of forward', () => {
    expect(openedFromList(OPENED_FROM_LIST)).toBe(true);
    expect(openedFromList(null)).toBe(false);
    expect(openedFromList({ other: true })).toBe(false);
  });
});
