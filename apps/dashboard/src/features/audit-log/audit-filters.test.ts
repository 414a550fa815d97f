import { describe, expect, it } from 'vitest';
import {
  AUDIT_KINDS,
  changeAuditFilters,
  clearAuditFilters,
  countAuditFilters,
  isRangeReversed,
  kindsFor,
  readAuditFilters,
} from './audit-filters';

const PERSON = '3f0c2a9e-5b1d-4c7e-9a2f-1d2e3f4a5b6c';

describe('the audit log’s filters in the address', () => {
  it('reads the person, kind and days, and ignores what the server would refuse', () => {
    expect(
      readAuditFilters(`?actorId=${PERSON}&kind=prices&from=2025-03-01&to=2025-03-31&page=2`),
    ).toEqual({ actorId: PERSON, kind: 'prices', from: '2025-03-01', to: '2025-03-31' });
    expect(readAuditFilters('?actorId=42&kind=everything&from=yesterday&to=2025-13-01')).toEqual(
      {},
    );
  });

  it('goes back to page 1 when a filter changes, keeping the page size', () => {
    expect(changeAuditFilters('?page=3&limit=20', { kind: 'settings' })).toBe(
      'limit=20&kind=settings',
    );
    expect(changeAuditFilters(`?kind=settings&actorId=${PERSON}`, { kind: undefined })).toBe(
      `actorId=${PERSON}`,
    );
  });

  it('changes nothing (the page neither) when the filter already holds the value', () => {
    expect(changeAuditFilters('?kind=settings&page=2', { kind: 'settings' })).toBe(
      'kind=settings&page=2',
    );
  });

  it('clears every filter and the page, and keeps the size', () => {
    expect(
      clearAuditFilters(
        `?actorId=${PERSON}&kind=prices&from=2025-03-01&to=2025-03-02&page=4&limit=30`,
      ),
    ).toBe('limit=30');
  });

  it('counts the filters in force and says when the days are the wrong way round', () => {
    expect(countAuditFilters({ kind: 'prices', from: '2025-03-01' })).toBe(2);
    expect(isRangeReversed('2025-03-02', '2025-03-01')).toBe(true);
    expect(isRangeReversed('2025-03-01', '2025-03-01')).toBe(false);
    expect(isRangeReversed(undefined, '2025-03-01')).toBe(false);
  });

  it('offers a company its own kinds and the system manager the platform’s', () => {
    expect(kindsFor('admin')).toEqual(AUDIT_KINDS.filter((kind) => kind !== 'companies'));
    expect(kindsFor('superadmin')).toEqual(['companies', 'settings', 'sign_ins', 'exports']);
  });
});
