import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TriggerAnswer } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';
import { currentOffset } from '@/lib/offset';

/** GET system-triggers/all-answers: the member's own crash reports in a range. */
export function listTriggerAnswers(startDate: string, endDate: string, signal?: AbortSignal): Promise<TriggerAnswer[]> {
  return api.get<TriggerAnswer[]>('system-triggers/all-answers', { signal, query: { startDate, endDate, offset: currentOffset() } });
}

export function useListTriggerAnswers(range: { start: string; end: string } | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['trigger-answers', range?.start, range?.end],
      queryFn: ({ signal }) => listTriggerAnswers(range!.start, range!.end, signal),
      staleTime: 0,
    }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
