import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkCompletedAnswer } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { storeUserCourse } from './list-user-courses';

export function markChallengeCompleted(courseId: number) {
  return api.patch<MarkCompletedAnswer>('mark-completed', { course_id: courseId });
}

export function useMarkChallengeCompleted() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markChallengeCompleted, onSuccess: (answer) => storeUserCourse(client, answer.user_course) });
}
