import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Offline, a query still asks once: the service worker answers with the member's last copy
        // (src/sw/sw.ts); only its retries wait for the connection. ('online', the default, did not
        // ask at all, so an offline dashboard stayed on its skeleton.)
        networkMode: 'offlineFirst',
        // Client errors will not get better by asking again.
        retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
