import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type TriggerAnswer } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';
import { currentOffset } from '@/lib/offset';

/** GET system-triggers/all-answers: the member's own crash reports in a range. */
export function listTriggerAnswers(startDate: string, endDate: string, signal?: AbortSignal): Promise<TriggerAnswer[]> {
  return api.get<TriggerAnswer[]>(paths.triggerAnswers, { signal, query: { startDate, endDate, offset: currentOffset() } });
}

/** Fresh for a few seconds: what the route prefetched as it opened is used, not asked for again. */
export function listTriggerAnswersQueryOptions(range: { start: string; end: string }) {
  return queryOptions({
    queryKey: ['trigger-answers', range.start, range.end],
    queryFn: ({ signal }) => listTriggerAnswers(range.start, range.end, signal),
    staleTime: 5_000,
  });
}

export function useListTriggerAnswers(range: { start: string; end: string } | null) {
  return useQuery({
    ...listTriggerAnswersQueryOptions(range ?? { start: '', end: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
