import { queryOptions, useQuery } from '@tanstack/react-query';
import { coachingApiPaths as paths, type CoachClientCourses } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET coach/users/{id}/courses: one client's courses with their percent complete. */
export function getClientCourses(coachUserId: number, signal?: AbortSignal): Promise<CoachClientCourses> {
  return api.get<CoachClientCourses>(paths.userCourses(coachUserId), { signal });
}

export function useGetClientCourses(coachUserId: number) {
  return useQuery({
    ...queryOptions({ queryKey: coachingKeys.clientCourses(coachUserId), queryFn: ({ signal }) => getClientCourses(coachUserId, signal) }),
    enabled: coachUserId > 0,
  });
}
