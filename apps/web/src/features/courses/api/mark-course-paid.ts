import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkPaidInput, UserCourse } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { storeUserCourse } from './list-user-courses';

export function markCoursePaid({ userCourseId, ...input }: MarkPaidInput & { userCourseId: number }) {
  return api.post<{ message: string; user_course: UserCourse }>(`user-courses/${userCourseId}/course-mark-paid`, input);
}

export function useMarkCoursePaid() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markCoursePaid, onSuccess: (answer) => storeUserCourse(client, answer.user_course) });
}
