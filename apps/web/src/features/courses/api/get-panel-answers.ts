import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesApiPaths as paths, type PanelAnswers } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
export interface PanelRef {
  userCourseId: number;
  lessonId: number;
  itemId: number;
  panelId: number;
}

export const panelPath = (r: PanelRef) => paths.panel(r.userCourseId, r.lessonId, r.itemId, r.panelId);

export function getPanelAnswers(ref: PanelRef, signal?: AbortSignal): Promise<PanelAnswers> {
  return api.get<PanelAnswers>(panelPath(ref), { signal });
}

export function getPanelAnswersQueryOptions(ref: PanelRef) {
  return queryOptions({
    queryKey: ['panel-answers', ref.userCourseId, ref.itemId, ref.panelId] as const,
    queryFn: ({ signal }) => getPanelAnswers(ref, signal),
  });
}

export function useGetPanelAnswers(ref: PanelRef) {
  return useQuery(getPanelAnswersQueryOptions(ref));
}
