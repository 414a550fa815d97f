import type { components, Role } from '@taseer/api';
import { LIST_QUERY_PARAMS } from '../lists/list-query';

/** The offers queue's tabs (contract: `ClaimFilter`): held by me, held by nobody, all. */
export type ClaimTab = components['schemas']['ClaimFilter'];

export const CLAIM_PARAM = 'claim';
export const CLAIM_TABS = ['mine', 'unclaimed', 'all'] as const satisfies readonly ClaimTab[];

export function isClaimTab(value: string | null | undefined): value is ClaimTab {
  return (CLAIM_TABS as readonly string[]).includes(value ?? '');
}

/**
 * The tab /offers opens on. A manager or a company oversees the whole desk, so all of it. An
 * employee comes to the desk to take the next order nobody is pricing yet: the unclaimed queue,
 * oldest arrivals a toggle away. What they already hold is one tab over ("mine"), and an order a
 * manager assigns them reaches them as a notification that opens it; opening on "mine" would
 * greet a new employee, or one who just finished their orders, with an empty list.
 */
export function defaultClaimTab(role: Role | null | undefined): ClaimTab {
  return role === 'agent' ? 'unclaimed' : 'all';
}

/** The tab in the address (`?claim=mine`); missing or unknown means the role's default. */
export function readClaimTab(search: string, role: Role | null | undefined): ClaimTab {
  const value = new URLSearchParams(search).get(CLAIM_PARAM);
  return isClaimTab(value) ? value : defaultClaimTab(role);
}

/**
 * The query string on another tab: the role's default is left out of the address (as every
 * list's defaults are), and the list starts again from page 1. The tab already shown changes
 * nothing.
 */
export function changeClaimTab(search: string, tab: ClaimTab, role: Role | null | undefined) {
  const params = new URLSearchParams(search);
  if (readClaimTab(search, role) === tab) return params.toString();
  if (tab === defaultClaimTab(role)) params.delete(CLAIM_PARAM);
  else params.set(CLAIM_PARAM, tab);
  params.delete(LIST_QUERY_PARAMS.page);
  return params.toString();
}
