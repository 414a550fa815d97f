import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache. A failed call is not retried blindly: the API client already refreshes an
 * expired token once, and a 4xx answer will not change by asking again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: {
      retry: false,
    },
  },
});
