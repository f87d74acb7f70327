import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingApiPaths as paths, type HabitAnswersInput } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** POST coach/client/habit-metrics: one answer per question, an empty one as null. */
export function submitHabitAnswers(input: HabitAnswersInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(paths.clientHabitMetrics, input);
}

/** My habit result changes with each submission: read again. */
export function useSubmitHabitAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitHabitAnswers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.myHabit() }),
  });
}
