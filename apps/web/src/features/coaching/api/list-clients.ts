import { queryOptions, useQuery } from '@tanstack/react-query';
import { COACH_REFRESH_MS, coachingApiPaths as paths, type CoachClient } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

export type ClientOrder = 'status' | 'need';

/** GET coach/users: accepted first, then pending, then rejected; `?order=need` ranks the accepted by need. */
export function listClients(order: ClientOrder, signal?: AbortSignal): Promise<CoachClient[]> {
  return api.get<CoachClient[]>(paths.users, { signal, query: { order: order === 'need' ? 'need' : undefined } });
}

/** The coach's clients, refreshed every 15 minutes (spec 3 section 9) while a coach page shows them. */
export function useListClients(order: ClientOrder = 'status', { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: coachingKeys.clients(order),
      queryFn: ({ signal }) => listClients(order, signal),
      refetchInterval: COACH_REFRESH_MS,
      enabled,
    }),
  );
}
