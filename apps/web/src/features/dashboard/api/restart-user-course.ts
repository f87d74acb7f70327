import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCourseAnswer } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { getUserCoursesQueryOptions } from './get-user-courses';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT user-courses/{id}/restart ('Restart Your Journey' on the dashboard). */
export function restartUserCourse(userCourseId: number) {
  return api.put<UserCourseAnswer>(`user-courses/${userCourseId}/restart`);
}

export function useRestartUserCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restartUserCourse,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: getUserCoursesQueryOptions().queryKey });
      // The courses area keeps its own list under this key.
      void client.invalidateQueries({ queryKey: queryKeys.userCourses });
    },
  });
}
