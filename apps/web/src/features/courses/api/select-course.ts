import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesApiPaths as paths, type UserCourseAnswer } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { storeUserCourse } from './list-user-courses';

export function selectCourse(courseId: number) {
  return api.patch<UserCourseAnswer>(paths.courseSelect, { course_id: courseId });
}

export function useSelectCourse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: selectCourse, onSuccess: (answer) => storeUserCourse(client, answer.user_course) });
}
