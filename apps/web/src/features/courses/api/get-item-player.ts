import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesApiPaths as paths, type PlayerUrl } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';

export function getItemPlayer(userCourseId: number, lessonId: number, itemId: number, signal?: AbortSignal): Promise<PlayerUrl> {
  return api.get<PlayerUrl>(paths.player(userCourseId, lessonId, itemId), { signal });
}

export function getItemPlayerQueryOptions(userCourseId: number, lessonId: number, itemId: number) {
  return queryOptions({
    queryKey: ['item-player', userCourseId, itemId] as const,
    queryFn: ({ signal }) => getItemPlayer(userCourseId, lessonId, itemId, signal),
    staleTime: 50 * 60_000,
  });
}

export function useGetItemPlayer(userCourseId: number, lessonId: number, itemId: number, enabled = true) {
  return useQuery({ ...getItemPlayerQueryOptions(userCourseId, lessonId, itemId), enabled });
}
