import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCourse } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { storeUserCourse } from './list-user-courses';

export function markChallengeCompleted(courseId: number) {
  return api.patch<{ message: string; user_course: UserCourse; next_route: string }>('mark-completed', { course_id: courseId });
}

export function useMarkChallengeCompleted() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markChallengeCompleted, onSuccess: (answer) => storeUserCourse(client, answer.user_course) });
}
