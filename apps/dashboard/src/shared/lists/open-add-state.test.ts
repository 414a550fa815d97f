import { describe, expect, it } from 'vitest';
import { asksToOpenAdd, OPEN_ADD_STATE } from './open-add-state';

describe('a link asking a list to open its add form', () => {
  it('is told apart from any other navigation state', () => {
    expect(asksToOpenAdd(OPEN_ADD_STATE)).toBe(true);
    for (const other of [null, undefined, {}, { openAdd: 'yes' }, 'openAdd', { phone: {} }]) {
      expect(asksToOpenAdd(other)).toBe(false);
    }
  });
});
