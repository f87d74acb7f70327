import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coursesApiPaths as paths, type CatalogueCourse } from '@holdfast/shared/courses';

export function getCourse(courseId: number, signal?: AbortSignal): Promise<CatalogueCourse> {
  return api.get<CatalogueCourse>(paths.course(courseId), { signal });
}

export function getCourseQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: ['courses', courseId] as const,
    queryFn: ({ signal }) => getCourse(courseId, signal),
    staleTime: 30_000,
  });
}

export function useGetCourse(courseId: number) {
  return useQuery({ ...getCourseQueryOptions(courseId), enabled: Number.isInteger(courseId) && courseId > 0 });
}
