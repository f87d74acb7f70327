import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCoursesApiPaths as paths, adminCoursesTexts as t, type AdminCourseSummary } from '@holdfast/shared/admin';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { adminCoursesKeys } from './query-keys';

/** PUT admin/courses/order: the catalogue's order. */
export function orderAdminCourses(ids: number[]): Promise<AdminCourseSummary[]> {
  return api.put<AdminCourseSummary[]>(paths.coursesOrder, { ids });
}

export function useOrderAdminCourses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderAdminCourses,
    onSuccess: (list) => {
      queryClient.setQueryData(adminCoursesKeys.list(), list);
      notify.success(t.reordered);
    },
    onError: (error) => notify.error(isApiError(error) ? error.message : 'Unable to save the order'),
  });
}
