import { describe, expect, it } from 'vitest';
import { changeListQuery, readListQuery, searchHistoryStep } from './list-query';

describe('reading the list state from the address', () => {
  it('starts on page 1 with 10 rows and no search', () => {
    expect(readListQuery('')).toEqual({ page: 1, limit: 10, search: '' });
  });

  it('reads page, size and an Arabic search term, with or without the "?"', () => {
    const query = `?page=3&limit=20&search=${encodeURIComponent('فرع الرياض')}`;
    expect(readListQuery(query)).toEqual({ page: 3, limit: 20, search: 'فرع الرياض' });
    expect(readListQuery(query.slice(1))).toEqual(readListQuery(query));
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=100001', { page: 1 }],
    ['limit=15', { limit: 10 }],
    ['limit=0', { limit: 10 }],
    ['limit=1e1', { limit: 10 }],
  ])('falls back to the default for %s', (raw, expected) => {
    expect(readListQuery(raw)).toMatchObject(expected);
  });

  it('accepts each offered page size', () => {
    for (const limit of [5, 10, 20, 30]) {
      expect(readListQuery(`limit=${limit}`).limit).toBe(limit);
    }
  });

  it('trims the search term and keeps it within 100 characters', () => {
    expect(readListQuery('search=%20%20تويوتا%20').search).toBe('تويوتا');
    expect(readListQuery(`search=${'ب'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('changing the list state', () => {
  it('writes only what differs from the defaults', () => {
    expect(changeListQuery('', { page: 2 })).toBe('page=2');
    expect(changeListQuery('page=2', { page: 1 })).toBe('');
    expect(changeListQuery('', { limit: 10 })).toBe('');
  });

  it('goes back to page 1 on a new search', () => {
    const next = changeListQuery('page=4&limit=20', { search: 'قسم المحركات' });
    expect(readListQuery(next)).toEqual({ page: 1, limit: 20, search: 'قسم المحركات' });
  });

  it('goes back to page 1 on a new page size', () => {
    expect(readListQuery(changeListQuery('page=4&search=a', { limit: 30 }))).toEqual({
      page: 1,
      limit: 30,
      search: 'a',
    });
  });

  it('stays on the page when the same search or size is applied again', () => {
    expect(readListQuery(changeListQuery('page=4&search=a', { search: ' a ' })).page).toBe(4);
    expect(readListQuery(changeListQuery('page=4&limit=20', { limit: 20 })).page).toBe(4);
  });

  it('clears the search and returns to page 1', () => {
    expect(changeListQuery('page=3&search=abc', { search: '' })).toBe('');
  });

  it('does not let a page change undo the reset of a size change made with it', () => {
    // Pagination reports the new size and then page 1; a stale page in the same change loses.
    expect(readListQuery(changeListQuery('page=4', { limit: 5, page: 4 })).page).toBe(1);
  });

  it('ignores a page that cannot exist', () => {
    expect(changeListQuery('page=2', { page: 0 })).toBe('page=2');
    expect(changeListQuery('page=2', { page: 1.5 })).toBe('page=2');
  });

  it('keeps other parameters of the address', () => {
    expect(changeListQuery('tab=open&page=2', { page: 3 })).toBe('tab=open&page=3');
  });

  it('ignores a page size the server does not offer', () => {
    // @ts-expect-error -- a value from outside the typed world, like an old link.
    expect(changeListQuery('page=2', { limit: 15 })).toBe('page=2');
  });
});

describe('a term searched as it is typed', () => {
  it('starting a search is a step of its own in the history', () => {
    expect(searchHistoryStep('', 'عبد')).toBe('push');
  });

  it('refining the term in force replaces it', () => {
    expect(searchHistoryStep('عبد', 'عبد الرحمن')).toBe('replace');
    expect(searchHistoryStep('عبد الرحمن', 'عبد')).toBe('replace');
  });

  it('clearing the search is a step of its own', () => {
    expect(searchHistoryStep('عبد', '')).toBe('push');
    expect(searchHistoryStep('عبد', '   ')).toBe('push');
  });

  it('keeps the term in the address as the box searches it, from page 1', () => {
    const typed = changeListQuery('page=3&limit=20&tab=all', { search: '  عبد الرحمن ' });
    expect(readListQuery(typed)).toEqual({ page: 1, limit: 20, search: 'عبد الرحمن' });
    expect(new URLSearchParams(typed).get('tab')).toBe('all');
    const cleared = changeListQuery(typed, { search: '' });
    expect(new URLSearchParams(cleared).has('search')).toBe(false);
    expect(new URLSearchParams(cleared).get('tab')).toBe('all');
  });
});
