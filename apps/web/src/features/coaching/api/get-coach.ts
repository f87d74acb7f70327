import { queryOptions, useQuery } from '@tanstack/react-query';
import { coachingApiPaths as paths, type CoachDetail } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET coach: the caller's own coach record (any request status); 404 when they were never invited. */
export function getCoach(signal?: AbortSignal): Promise<CoachDetail> {
  return api.get<CoachDetail>(paths.coach, { signal });
}

export function getCoachQueryOptions() {
  return queryOptions({ queryKey: coachingKeys.coach(), queryFn: ({ signal }) => getCoach(signal) });
}

export function useGetCoach() {
  return useQuery(getCoachQueryOptions());
}
