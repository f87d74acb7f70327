import { queryOptions, useQuery } from '@tanstack/react-query';
import { coachingApiPaths, type CoachClientView } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** GET coach/client: the client's coach, for whom a client's coach chat is with. */
export const getCoachOfChat = (signal?: AbortSignal) => api.get<CoachClientView>(coachingApiPaths.client, { signal });

export function useCoachOfChat(enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: messagingKeys.myCoach(), queryFn: ({ signal }) => getCoachOfChat(signal), enabled, staleTime: 60_000 }),
  );
}
