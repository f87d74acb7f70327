import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesApiPaths as paths, type UserCourse } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * GET user-courses: the assigned courses as they stand, for the dashboard's course card (which the
 * courses area lends to the dashboard through app/). The courses area itself synchronizes when it opens.
 */
export function getUserCourses(signal?: AbortSignal): Promise<UserCourse[]> {
  return api.get<UserCourse[]>(paths.userCourses, { signal });
}

export function getUserCoursesQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.userCourses, 'assigned'] as const,
    queryFn: ({ signal }) => getUserCourses(signal),
    staleTime: 0,
  });
}

export function useGetUserCourses() {
  return useQuery(getUserCoursesQueryOptions());
}
