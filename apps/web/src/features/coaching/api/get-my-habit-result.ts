import { queryOptions, useQuery } from '@tanstack/react-query';
import { coachingApiPaths as paths, type ClientHabitResult } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET coach/client/habit-metrics/calculation: my habit result (average on a scale of 3, score, trend), or none yet. */
export function getMyHabitResult(signal?: AbortSignal): Promise<ClientHabitResult> {
  return api.get<ClientHabitResult>(paths.clientHabitCalculation, { signal });
}

export function useGetMyHabitResult() {
  return useQuery(queryOptions({ queryKey: coachingKeys.myHabit(), queryFn: ({ signal }) => getMyHabitResult(signal) }));
}
