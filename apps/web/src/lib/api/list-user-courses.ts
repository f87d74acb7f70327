import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesApiPaths as paths, type UserCourse } from '@holdfast/shared/courses';
import { api } from '../api-client';
import { queryKeys } from './query-keys';

/**
 * The member's courses: POST user-courses/synchronize (spec 2 section 7.1) assigns the 30 Day Challenge
 * and re-settles statuses, and answers the same list as GET user-courses, so it is the list's fetcher.
 * Used by the courses area (which opens with it) and by onboarding's course-info step, under one key.
 */
export function listUserCourses(signal?: AbortSignal): Promise<UserCourse[]> {
  return api.post<UserCourse[]>(paths.synchronize, undefined, { signal });
}

export function listUserCoursesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.userCourses, queryFn: ({ signal }) => listUserCourses(signal), staleTime: 30_000 });
}

export function useListUserCourses() {
  return useQuery(listUserCoursesQueryOptions());
}
