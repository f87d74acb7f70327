import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkPaidBody, UserCourseAnswer } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { storeUserCourse } from './list-user-courses';

export function markCoursePaid({ userCourseId, ...input }: MarkPaidBody & { userCourseId: number }) {
  return api.post<UserCourseAnswer>(`user-courses/${userCourseId}/course-mark-paid`, input);
}

export function useMarkCoursePaid() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markCoursePaid, onSuccess: (answer) => storeUserCourse(client, answer.user_course) });
}
