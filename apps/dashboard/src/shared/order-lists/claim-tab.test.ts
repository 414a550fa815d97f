import { describe, expect, it } from 'vitest';
import { changeClaimTab, defaultClaimTab, readClaimTab } from './claim-tab';

describe('the offers queue tab', () => {
  it('opens on the unclaimed orders for an employee and on all of them for those who oversee', () => {
    expect(defaultClaimTab('agent')).toBe('unclaimed');
    expect(defaultClaimTab('manager')).toBe('all');
    expect(defaultClaimTab('admin')).toBe('all');
    expect(defaultClaimTab(undefined)).toBe('all');
  });

  it('reads the tab from the address, the role’s default when missing or unknown', () => {
    expect(readClaimTab('?claim=mine', 'manager')).toBe('mine');
    expect(readClaimTab('claim=all&page=2', 'agent')).toBe('all');
    expect(readClaimTab('', 'agent')).toBe('unclaimed');
    expect(readClaimTab('claim=theirs', 'admin')).toBe('all');
    expect(readClaimTab('claim=Mine', 'agent')).toBe('unclaimed');
  });

  it('keeps the role’s default out of the address and goes back to page 1', () => {
    expect(changeClaimTab('page=3&limit=20', 'mine', 'agent')).toBe('limit=20&claim=mine');
    expect(changeClaimTab('claim=mine&page=2', 'unclaimed', 'agent')).toBe('');
    expect(changeClaimTab('claim=mine', 'all', 'manager')).toBe('');
    expect(changeClaimTab('', 'all', 'agent')).toBe('claim=all');
    expect(changeClaimTab('search=كامري', 'unclaimed', 'admin')).toBe(
      `search=${encodeURIComponent('كامري')}&claim=unclaimed`,
    );
  });

  it('stays on the page when the tab shown is chosen again', () => {
    expect(changeClaimTab('page=3', 'unclaimed', 'agent')).toBe('page=3');
    expect(changeClaimTab('claim=mine&page=3', 'mine', 'admin')).toBe('claim=mine&page=3');
  });
});
