import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourseAnswer } from '@holdfast/shared/admin';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { adminCoursesKeys } from './query-keys';

/**
 * What every editor write shares: the answer is the whole course as it is now, so it replaces the
 * cached course (no second read), the list refreshes, and a toast says what happened. A 422 is left
 * to the form that sent it (its fields show the messages); any other failure is a toast.
 */
export function useCourseWrite<V>(call: (vars: V) => Promise<AdminCourseAnswer>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ message, ...course }) => {
      queryClient.setQueryData(adminCoursesKeys.course(course.course.id), course);
      void queryClient.invalidateQueries({ queryKey: adminCoursesKeys.list() });
      notify.success(message);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length) return;
      notify.error(isApiError(error) ? error.message : failure);
    },
  });
}
