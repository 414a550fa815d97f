import { describe, expect, it } from 'vitest';
import { changeQuoteStatusFilter, readQuoteStatusFilter } from './quote-status-filter';
import { changeStatusFilter } from './status-filter';

describe('the quote status filter in the address', () => {
  it.each(['sent', 'viewed', 'accepted', 'declined', 'expired', 'withdrawn', 'superseded'])(
    'reads %s, a status of the contract',
    (status) => {
      expect(readQuoteStatusFilter(`?quoteStatus=${status}`)).toBe(status);
      expect(readQuoteStatusFilter(`page=2&quoteStatus=${status}&limit=20`)).toBe(status);
    },
  );

  it('shows every order for no or an unknown status', () => {
    expect(readQuoteStatusFilter('')).toBeUndefined();
    expect(readQuoteStatusFilter('quoteStatus=')).toBeUndefined();
    expect(readQuoteStatusFilter('quoteStatus=ready')).toBeUndefined();
    expect(readQuoteStatusFilter('quoteStatus=Accepted')).toBeUndefined();
    // The order status parameter is another filter.
    expect(readQuoteStatusFilter('status=completed')).toBeUndefined();
  });

  it('goes back to page 1 on a new status and keeps the page size and search', () => {
    expect(changeQuoteStatusFilter('page=3&limit=20&search=كامري', 'accepted')).toBe(
      'limit=20&search=%D9%83%D8%A7%D9%85%D8%B1%D9%8A&quoteStatus=accepted',
    );
    expect(changeQuoteStatusFilter('page=3&quoteStatus=declined', 'viewed')).toBe(
      'quoteStatus=viewed',
    );
    expect(changeQuoteStatusFilter('page=3&quoteStatus=declined', undefined)).toBe('');
  });

  it('stays on the page when the same status is chosen again', () => {
    expect(changeQuoteStatusFilter('page=3&quoteStatus=sent', 'sent')).toBe(
      'page=3&quoteStatus=sent',
    );
    expect(changeQuoteStatusFilter('page=2', undefined)).toBe('page=2');
  });

  it('keeps the order status filter, and the order status filter keeps it', () => {
    expect(changeQuoteStatusFilter('status=completed&page=2', 'accepted')).toBe(
      'status=completed&quoteStatus=accepted',
    );
    expect(changeStatusFilter('quoteStatus=accepted&page=2', 'canceled')).toBe(
      'quoteStatus=accepted&status=canceled',
    );
  });
});
