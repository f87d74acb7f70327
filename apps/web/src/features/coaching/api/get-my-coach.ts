import { queryOptions, useQuery } from '@tanstack/react-query';
import { coachingApiPaths as paths, type CoachClientView } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET coach/client: my own coach link (the coach, the request status, my switches, whether the centre is open). */
export function getMyCoach(signal?: AbortSignal): Promise<CoachClientView> {
  return api.get<CoachClientView>(paths.client, { signal });
}

export function getMyCoachQueryOptions() {
  return queryOptions({ queryKey: coachingKeys.myCoach(), queryFn: ({ signal }) => getMyCoach(signal) });
}

export function useGetMyCoach() {
  return useQuery(getMyCoachQueryOptions());
}
