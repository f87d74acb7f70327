import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesApiPaths as paths, type MarkPaidBody, type UserCourseAnswer } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { storeUserCourse } from './list-user-courses';

export function markCoursePaid({ userCourseId, ...input }: MarkPaidBody & { userCourseId: number }) {
  return api.post<UserCourseAnswer>(paths.markPaid(userCourseId), input);
}

export function useMarkCoursePaid() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markCoursePaid, onSuccess: (answer) => storeUserCourse(client, answer.user_course) });
}
