import { describe, expect, it } from 'vitest';
import { invoicesScreen } from './invoices-screen';

describe('what the invoices screen shows each role', () => {
  it('gives a company the list and the VAT summary, each at its address', () => {
    expect(invoicesScreen('admin', '/invoices')).toEqual({
      kind: 'shown',
      tab: 'list',
      tabs: true,
    });
    expect(invoicesScreen('admin', '/invoices/vat/')).toEqual({
      kind: 'shown',
      tab: 'vat',
      tabs: true,
    });
  });

  it('gives a manager the list alone, and refuses it the VAT summary by name', () => {
    expect(invoicesScreen('manager', '/invoices')).toEqual({
      kind: 'shown',
      tab: 'list',
      tabs: false,
    });
    expect(invoicesScreen('manager', '/invoices/vat')).toEqual({
      kind: 'not-allowed',
      titleKey: 'invoices.vat.title',
    });
  });

  it('refuses the roles that may not list the documents', () => {
    for (const role of ['agent', 'superadmin', undefined] as const) {
      expect(invoicesScreen(role, '/invoices')).toEqual({
        kind: 'not-allowed',
        titleKey: 'invoices.title',
      });
    }
  });
});
