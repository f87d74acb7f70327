import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserCourse } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';

/** GET user-courses for the dashboard's course cards (the courses area synchronizes when it opens). */
export function getUserCourses(signal?: AbortSignal): Promise<UserCourse[]> {
  return api.get<UserCourse[]>('user-courses', { signal });
}

export function getUserCoursesQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'user-courses'] as const, queryFn: ({ signal }) => getUserCourses(signal), staleTime: 0 });
}

export function useGetUserCourses() {
  return useQuery(getUserCoursesQueryOptions());
}
