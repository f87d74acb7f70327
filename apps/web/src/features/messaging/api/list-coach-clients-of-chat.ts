import { queryOptions, useQuery } from '@tanstack/react-query';
import { coachingApiPaths, type CoachClient } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** GET coach/users: the coach's clients, for whom a coach's chat is with (its coach-user row). */
export const listCoachClientsOfChat = (signal?: AbortSignal) => api.get<CoachClient[]>(coachingApiPaths.users, { signal });

export function useCoachClientsOfChat(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: messagingKeys.coachClients(),
      queryFn: ({ signal }) => listCoachClientsOfChat(signal),
      enabled,
      staleTime: 60_000,
    }),
  );
}
