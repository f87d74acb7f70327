import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesApiPaths as paths, type CourseProgressInput, type UserCourseAnswer } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { storeUserCourse } from './list-user-courses';

export function updateCourseProgress({ userCourseId, progress_status }: CourseProgressInput & { userCourseId: number }) {
  return api.put<UserCourseAnswer>(paths.userCourse(userCourseId), { progress_status });
}

export function useUpdateCourseProgress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateCourseProgress, onSuccess: (answer) => storeUserCourse(client, answer.user_course) });
}
