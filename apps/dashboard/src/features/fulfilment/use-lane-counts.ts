import { useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { laneOrdersQueryOptions } from './api/queue-orders';
import { COUNT_PAGE_SIZE, laneCount, lastPageToRead, type LaneCount } from './lane-count';
import { LANES, type Lane } from './lanes';

/**
 * Each lane's count for its tab (see lane-count.ts): every lane's first page at the largest
 * size, and the last page of a lane that fills more than one. `refetch` reads them all again
 * (a live change, a move).
 */
export function useLaneCounts(): {
  counts: Record<Lane, LaneCount | undefined>;
  refetch: () => void;
} {
  const firsts = useQueries({
    queries: LANES.map((lane) =>
      laneOrdersQueryOptions({ lane, page: 1, limit: COUNT_PAGE_SIZE, search: '' }),
    ),
  });
  const lasts = useQueries({
    queries: LANES.map((lane, index) => {
      const page = lastPageToRead(firsts[index]?.data);
      return {
        ...laneOrdersQueryOptions({ lane, page: page ?? 1, limit: COUNT_PAGE_SIZE, search: '' }),
        enabled: page !== null,
      };
    }),
  });
  const counts = Object.fromEntries(
    LANES.map((lane, index) => [lane, laneCount(firsts[index]?.data, lasts[index]?.data)]),
  ) as Record<Lane, LaneCount | undefined>;

  const refetch = useCallback(() => {
    for (const query of firsts) void query.refetch();
    // A last page is read again by its own key once the first says where it is now.
    for (const query of lasts) if (!query.isPending) void query.refetch();
  }, [firsts, lasts]);

  return { counts, refetch };
}
