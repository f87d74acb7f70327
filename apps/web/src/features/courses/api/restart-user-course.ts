import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesApiPaths as paths, type UserCourseAnswer } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { storeUserCourse } from './list-user-courses';

export function restartUserCourse(userCourseId: number) {
  return api.put<UserCourseAnswer>(paths.restart(userCourseId));
}

export function useRestartUserCourse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restartUserCourse, onSuccess: (answer) => storeUserCourse(client, answer.user_course) });
}
