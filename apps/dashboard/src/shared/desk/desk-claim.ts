import { can, type Order, type Role } from '@taseer/api';
import type { ClaimView } from '@taseer/ui';

/**
 * Who holds an order, as the price offer acts on it (contract: Order `claim`, ClaimOrderRequest).
 * The server decides; this only says which buttons to show: pricing an order a colleague holds
 * answers 409, so the form turns read-only and offers to take it over when the reader may.
 */

type Claim = NonNullable<Order['claim']>;

/** The holder as the design system's ClaimChip shows it; null while nobody holds the order. */
export function claimView(claim: Order['claim'], userId: string | undefined): ClaimView | null {
  if (!claim) return null;
  return {
    userName: claim.userName,
    mine: userId !== undefined && claim.userId === userId,
    kind: claim.kind,
    at: claim.at,
    assignedByName: claim.assignedByName,
  };
}

/**
 * How the reader may take an order a colleague holds: a claim, anyone who claims orders; an
 * assignment, only who may assign (an employee is told a manager can move it).
 */
export type TakeOver = 'allowed' | 'managerOnly' | 'never';

export type Hold =
  | { state: 'free' }
  | { state: 'mine'; claim: Claim }
  | { state: 'colleague'; claim: Claim; takeOver: TakeOver };

export function holdOf(
  claim: Order['claim'],
  userId: string | undefined,
  role: Role | null | undefined,
): Hold {
  if (!claim) return { state: 'free' };
  if (userId !== undefined && claim.userId === userId) return { state: 'mine', claim };
  let takeOver: TakeOver = 'never';
  if (can(role, 'order.claim')) {
    takeOver = claim.kind === 'claimed' || can(role, 'order.assign') ? 'allowed' : 'managerOnly';
  }
  return { state: 'colleague', claim, takeOver };
}

/** The assignee box's choices: each person with the pending orders they hold now. */
export function assigneeOptions(
  assignees: readonly { _id: string; username: string; pendingCount: number }[],
  label: (name: string, pending: number) => string,
): { id: string; value: string }[] {
  return assignees.map((person) => ({
    id: person._id,
    value: label(person.username, person.pendingCount),
  }));
}
