import type { QueryClient } from '@tanstack/react-query';
import type { UserCourse } from '@holdfast/shared/courses';
import { queryKeys } from '@/lib/api/query-keys';
import { getUserCoursesQueryOptions } from './get-user-courses';

export const userCoursesQueryKey = queryKeys.userCourses;

/**
 * Puts a user course a mutation answered into the cached list (src/lib/api/list-user-courses, shared with
 * onboarding) and refreshes the catalogue labels.
 */
export function storeUserCourse(client: QueryClient, userCourse: UserCourse) {
  client.setQueryData<UserCourse[]>(userCoursesQueryKey, (list) => {
    if (!list) return [userCourse];
    return list.some((c) => c.id === userCourse.id) ? list.map((c) => (c.id === userCourse.id ? userCourse : c)) : [...list, userCourse];
  });
  void client.invalidateQueries({ queryKey: queryKeys.courses });
  // The dashboard's card reads the same courses through GET user-courses.
  void client.invalidateQueries({ queryKey: getUserCoursesQueryOptions().queryKey });
}
