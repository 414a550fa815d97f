import { $api } from '../../../api/api-client';

/**
 * The pricing desk's figures for the orders that arrived from `from` to `to` (Riyadh days,
 * 'YYYY-MM-DD', at most 366 of them), in total and per branch, section and first pricer.
 */
export function deskStatsQueryOptions(from: string, to: string) {
  return $api.queryOptions('get', '/api/v1/stats/desk', { params: { query: { from, to } } });
}
