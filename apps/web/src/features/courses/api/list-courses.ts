import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesApiPaths as paths, type CatalogueCourse } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export function listCourses(signal?: AbortSignal): Promise<CatalogueCourse[]> {
  return api.get<CatalogueCourse[]>(paths.courses, { signal });
}

export function listCoursesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.courses, queryFn: ({ signal }) => listCourses(signal), staleTime: 30_000 });
}

export function useListCourses() {
  return useQuery(listCoursesQueryOptions());
}
