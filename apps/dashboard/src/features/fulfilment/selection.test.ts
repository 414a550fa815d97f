import { describe, expect, it } from 'vitest';
import { idsIn, NO_IDS, pageSelected, selectedRows, toggled } from './selection';

const rows = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];

describe('the orders selected in a lane', () => {
  it('ticks and clears one order’s box', () => {
    const one = toggled(NO_IDS, 'b', true);
    expect([...one]).toEqual(['b']);
    expect([...toggled(one, 'b', false)]).toEqual([]);
  });

  it('selects the whole page with its box, or nothing', () => {
    expect(selectedRows(rows, pageSelected(rows, true))).toEqual(rows);
    expect(pageSelected(rows, false).size).toBe(0);
  });

  it('starts empty on another lane, page or search', () => {
    const selection = { scope: 'to_prepare|1|10|', ids: new Set(['a']) };
    expect([...idsIn(selection, 'to_prepare|1|10|')]).toEqual(['a']);
    expect(idsIn(selection, 'ready_for_pickup|1|10|').size).toBe(0);
  });

  it('counts and sends only the selected orders still on the page', () => {
    expect(selectedRows(rows.slice(1), new Set(['a', 'c']))).toEqual([{ _id: 'c' }]);
  });
});
