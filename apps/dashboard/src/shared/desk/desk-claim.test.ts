import { describe, expect, it } from 'vitest';
import type { Order } from '@taseer/api';
import { assigneeOptions, claimView, holdOf } from './desk-claim';

const ME = '11111111-1111-4111-8111-111111111111';
const SALEM = '22222222-2222-4222-8222-222222222222';

const claimed: NonNullable<Order['claim']> = {
  userId: SALEM,
  userName: 'سالم القحطاني',
  kind: 'claimed',
  at: '2026-11-24T08:40:00.000Z',
  assignedByName: null,
};
const assigned: NonNullable<Order['claim']> = {
  ...claimed,
  kind: 'assigned',
  assignedByName: 'فهد العتيبي',
};

describe('claimView', () => {
  it('is null while nobody holds the order', () => {
    expect(claimView(null, ME)).toBeNull();
  });

  it('says whether the reader is the holder', () => {
    expect(claimView(claimed, ME)).toEqual({
      userName: 'سالم القحطاني',
      mine: false,
      kind: 'claimed',
      at: '2026-11-24T08:40:00.000Z',
      assignedByName: null,
    });
    expect(claimView(assigned, SALEM)).toMatchObject({ mine: true, assignedByName: 'فهد العتيبي' });
    expect(claimView(claimed, undefined)?.mine).toBe(false);
  });
});

describe('holdOf', () => {
  it('is free without a holder, mine when the reader holds it', () => {
    expect(holdOf(null, ME, 'agent')).toEqual({ state: 'free' });
    expect(holdOf({ ...claimed, userId: ME }, ME, 'agent')).toMatchObject({ state: 'mine' });
  });

  it("lets anyone who claims take a colleague's claim", () => {
    for (const role of ['agent', 'manager', 'admin'] as const) {
      expect(holdOf(claimed, ME, role)).toMatchObject({ state: 'colleague', takeOver: 'allowed' });
    }
  });

  it('leaves an assignment to who may assign: an employee is told a manager can move it', () => {
    expect(holdOf(assigned, ME, 'agent')).toMatchObject({ takeOver: 'managerOnly' });
    expect(holdOf(assigned, ME, 'manager')).toMatchObject({ takeOver: 'allowed' });
    expect(holdOf(assigned, ME, 'admin')).toMatchObject({ takeOver: 'allowed' });
  });

  it('offers nothing to a role that claims no orders', () => {
    expect(holdOf(claimed, ME, 'superadmin')).toMatchObject({ takeOver: 'never' });
    expect(holdOf(assigned, ME, undefined)).toMatchObject({ takeOver: 'never' });
  });
});

describe('assigneeOptions', () => {
  it('names each person with the pending orders they hold', () => {
    expect(
      assigneeOptions(
        [
          { _id: 'a', username: 'خالد', pendingCount: 0 },
          { _id: 'b', username: 'نورة', pendingCount: 3 },
        ],
        (name, pending) => `${name} (${pending})`,
      ),
    ).toEqual([
      { id: 'a', value: 'خالد (0)' },
      { id: 'b', value: 'نورة (3)' },
    ]);
  });
});
