import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type WeeklyAnswers } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';

/** GET weekly-questions or GET weekly-commitment: the configured form and the latest answers (the kind is its path). */
export type WeeklyFormKind = typeof paths.weeklyQuestions | typeof paths.weeklyCommitment;

export function getWeeklyForm(kind: WeeklyFormKind, signal?: AbortSignal): Promise<WeeklyAnswers> {
  return api.get<WeeklyAnswers>(kind, { signal });
}

export function useGetWeeklyForm(kind: WeeklyFormKind) {
  return useQuery(queryOptions({ queryKey: [kind], queryFn: ({ signal }) => getWeeklyForm(kind, signal), staleTime: 0 }));
}
