import { describe, expect, it } from 'vitest';
import {
  changeInvoiceFilters,
  clearInvoiceFilters,
  countInvoiceFilters,
  readInvoiceFilters,
  requestedFilters,
} from './invoice-filters';

const BRANCH = '3f6d2a1b-9c8e-4f7a-b5d4-1e2c3b4a5f60';

describe('the invoices filters in the address', () => {
  it('reads the days, the kind, the branch and the reporting, and leaves out what the server would refuse', () => {
    expect(
      readInvoiceFilters(
        `?from=2026-11-01&to=2026-11-30&kind=credit_note&branchId=${BRANCH}&reporting=rejected`,
      ),
    ).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      kind: 'credit_note',
      branchId: BRANCH,
      reporting: 'rejected',
    });
    expect(
      readInvoiceFilters('?from=2026-13-01&to=soon&kind=receipt&branchId=main&reporting=late'),
    ).toEqual({});
  });

  it('goes back to page 1 when a filter changes, and keeps the page when nothing does', () => {
    expect(changeInvoiceFilters('page=3&limit=20', { kind: 'invoice' })).toBe(
      'limit=20&kind=invoice',
    );
    expect(changeInvoiceFilters('page=3&kind=invoice', { kind: 'invoice' })).toBe(
      'page=3&kind=invoice',
    );
    expect(changeInvoiceFilters('page=2&from=2026-11-01', { from: undefined })).toBe('');
  });

  it('clears every filter and the page, and keeps the page size', () => {
    expect(
      clearInvoiceFilters(`page=2&limit=50&from=2026-11-01&kind=invoice&branchId=${BRANCH}`),
    ).toBe('limit=50');
  });

  it('asks for a branch only on a company’s behalf', () => {
    const filters = { from: '2026-11-01', branchId: BRANCH };
    expect(requestedFilters(filters, 'admin')).toEqual(filters);
    expect(requestedFilters(filters, 'manager')).toEqual({ from: '2026-11-01' });
    expect(countInvoiceFilters(filters, 'admin')).toBe(2);
    expect(countInvoiceFilters(filters, 'manager')).toBe(1);
  });
});
