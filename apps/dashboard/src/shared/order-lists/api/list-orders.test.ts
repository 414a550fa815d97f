import { describe, expect, it } from 'vitest';
import { ordersQueryOptions, type OrdersFilter } from './list-orders';

describe('ordersQueryOptions', () => {
  it('asks for the list by its filters alone, not by the setters that travel with the list state', () => {
    // What a screen passes: its list state from the address, setters included.
    const listState = {
      page: 2,
      limit: 10,
      search: 'كمبروسر',
      setPage: () => {},
      setLimit: () => {},
      setSearch: () => {},
    } as const;
    const filter: OrdersFilter = { ...listState, claim: 'unclaimed', sort: 'oldest' };
    const [, path, init] = ordersQueryOptions(filter).queryKey;
    expect(path).toBe('/api/v1/orders/');
    const sent = Object.fromEntries(
      Object.entries(init?.params?.query ?? {}).filter(([, value]) => value !== undefined),
    );
    expect(sent).toEqual({
      page: 2,
      limit: 10,
      search: 'كمبروسر',
      claim: 'unclaimed',
      sort: 'oldest',
    });
  });

  it('leaves an empty search out of the address', () => {
    const [, , init] = ordersQueryOptions({ page: 1, limit: 10, search: '' }).queryKey;
    expect(init?.params?.query?.search).toBeUndefined();
  });
});
