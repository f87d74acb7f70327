import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesApiPaths as paths, type ItemProgressInput, type UserCourseAnswer } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { storeUserCourse } from './list-user-courses';

export interface UpdateItemProgressVars extends ItemProgressInput {
  userCourseId: number;
  lessonId: number;
  itemId: number;
}

export function updateItemProgress({ userCourseId, lessonId, itemId, progress_status }: UpdateItemProgressVars) {
  return api.put<UserCourseAnswer>(paths.item(userCourseId, lessonId, itemId), {
    progress_status,
  });
}

export function useUpdateItemProgress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateItemProgress, onSuccess: (answer) => storeUserCourse(client, answer.user_course) });
}
