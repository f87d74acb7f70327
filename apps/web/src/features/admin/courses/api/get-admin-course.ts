import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCoursesApiPaths as paths, type AdminCourse } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { adminCoursesKeys } from './query-keys';

/** GET admin/courses/{id}: the course with every lesson, item and panel. */
export function getAdminCourse(id: number, signal?: AbortSignal): Promise<AdminCourse> {
  return api.get<AdminCourse>(paths.course(id), { signal });
}

export function useGetAdminCourse(id: number) {
  return useQuery(queryOptions({ queryKey: adminCoursesKeys.course(id), queryFn: ({ signal }) => getAdminCourse(id, signal) }));
}
