import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceApiPaths, type DynamicForm } from '@holdfast/shared/reference';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET dynamic-forms/{id}: the habit tracker's questions. */
export function getHabitForm(formId: number, signal?: AbortSignal): Promise<DynamicForm> {
  return api.get<DynamicForm>(referenceApiPaths.dynamicForm(formId), { signal });
}

export function useGetHabitForm(formId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: coachingKeys.habitForm(formId ?? 0),
      queryFn: ({ signal }) => getHabitForm(formId!, signal),
      enabled: formId !== null,
      staleTime: 0,
    }),
  );
}
