import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesApiPaths as paths, type MarkCompletedAnswer } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { storeUserCourse } from './list-user-courses';

export function markChallengeCompleted(courseId: number) {
  return api.patch<MarkCompletedAnswer>(paths.markCompleted, { course_id: courseId });
}

export function useMarkChallengeCompleted() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markChallengeCompleted, onSuccess: (answer) => storeUserCourse(client, answer.user_course) });
}
