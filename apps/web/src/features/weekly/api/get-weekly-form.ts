import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DynamicForm } from '@holdfast/shared/reference';
import { api } from '@/lib/api-client';

/** GET weekly-questions or GET weekly-commitment: the configured form and the latest answers. */
export type WeeklyFormKind = 'weekly-questions' | 'weekly-commitment';

export interface WeeklyForm {
  form: DynamicForm;
  latest: { id: number; submitted_on: string; answers: { question_id: number; answer: string | null }[] } | null;
}

export function getWeeklyForm(kind: WeeklyFormKind, signal?: AbortSignal): Promise<WeeklyForm> {
  return api.get<WeeklyForm>(kind, { signal });
}

export function useGetWeeklyForm(kind: WeeklyFormKind) {
  return useQuery(queryOptions({ queryKey: [kind], queryFn: ({ signal }) => getWeeklyForm(kind, signal), staleTime: 0 }));
}
