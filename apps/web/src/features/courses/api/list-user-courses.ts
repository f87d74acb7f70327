import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserCourse } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { getUserCoursesQueryOptions } from './get-user-courses';

export const userCoursesQueryKey = queryKeys.userCourses;

/**
 * The courses area opens with POST user-courses/synchronize (spec 2 section 7.1): it assigns the 30 Day
 * Challenge and re-settles statuses, and answers the same list as GET user-courses, so it is the list's fetcher.
 */
export function listUserCourses(signal?: AbortSignal): Promise<UserCourse[]> {
  return api.post<UserCourse[]>('user-courses/synchronize', undefined, { signal });
}

export function listUserCoursesQueryOptions() {
  return queryOptions({ queryKey: userCoursesQueryKey, queryFn: ({ signal }) => listUserCourses(signal), staleTime: 30_000 });
}

export function useListUserCourses() {
  return useQuery(listUserCoursesQueryOptions());
}

/** Puts a user course a mutation answered into the cached list (and refreshes the catalogue labels). */
export function storeUserCourse(client: QueryClient, userCourse: UserCourse) {
  client.setQueryData<UserCourse[]>(userCoursesQueryKey, (list) => {
    if (!list) return [userCourse];
    return list.some((c) => c.id === userCourse.id) ? list.map((c) => (c.id === userCourse.id ? userCourse : c)) : [...list, userCourse];
  });
  void client.invalidateQueries({ queryKey: queryKeys.courses });
  // The dashboard's card reads the same courses through GET user-courses.
  void client.invalidateQueries({ queryKey: getUserCoursesQueryOptions().queryKey });
}
