import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCoursesApiPaths as paths, type AdminCourseSummary } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { adminCoursesKeys } from './query-keys';

/** GET admin/courses: every course, drafts too, in catalogue order. */
export function listAdminCourses(signal?: AbortSignal): Promise<AdminCourseSummary[]> {
  return api.get<AdminCourseSummary[]>(paths.courses, { signal });
}

export function useListAdminCourses() {
  return useQuery(queryOptions({ queryKey: adminCoursesKeys.list(), queryFn: ({ signal }) => listAdminCourses(signal) }));
}
