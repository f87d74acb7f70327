import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserCourse } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * POST user-courses/synchronize: assigns the starting course to a new member (idempotent) and answers
 * the assigned courses. The key matches the courses area's list, so the answer is reused there.
 */
export function synchronizeUserCourses(signal?: AbortSignal) {
  return api.post<UserCourse[]>('user-courses/synchronize', undefined, { signal });
}

export function synchronizeUserCoursesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.userCourses, queryFn: ({ signal }) => synchronizeUserCourses(signal), staleTime: 30_000 });
}

export function useSynchronizeUserCourses() {
  return useQuery(synchronizeUserCoursesQueryOptions());
}
