import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the page; the remotes use it through the shared React Query. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
  },
});
