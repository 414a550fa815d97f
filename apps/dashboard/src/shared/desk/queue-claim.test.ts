import { describe, expect, it } from 'vitest';
import type { Order } from '@taseer/api';
import { claimAction } from './queue-claim';

const ME = '11111111-1111-4111-8111-111111111111';
const COLLEAGUE = '22222222-2222-4222-8222-222222222222';
const claim = (userId: string, kind: 'claimed' | 'assigned' = 'claimed'): Order['claim'] => ({
  userId,
  userName: 'سالم القحطاني',
  kind,
  at: '2026-05-20T08:00:00.000Z',
  assignedByName: kind === 'assigned' ? 'فهد العتيبي' : null,
});

describe('what a queue row offers', () => {
  it('claiming a pending order nobody holds', () => {
    expect(claimAction({ status: 'pending', claim: null }, ME)).toBe('claim');
  });

  it('releasing a pending order I hold, claimed or assigned to me', () => {
    expect(claimAction({ status: 'pending', claim: claim(ME) }, ME)).toBe('release');
    expect(claimAction({ status: 'pending', claim: claim(ME, 'assigned') }, ME)).toBe('release');
  });

  it('nothing on a colleague’s order (taken over in its offer) or a closed one', () => {
    expect(claimAction({ status: 'pending', claim: claim(COLLEAGUE) }, ME)).toBeNull();
    expect(claimAction({ status: 'pending', claim: claim(ME) }, undefined)).toBeNull();
    expect(claimAction({ status: 'completed', claim: null }, ME)).toBeNull();
    expect(claimAction({ status: 'canceled', claim: claim(ME) }, ME)).toBeNull();
  });
});
