import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type TriggerAnswer } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';
import { currentOffset } from '@/lib/offset';
import { queryKeys } from '@/lib/api/query-keys';

export function submitTriggerAnswers({
  id,
  questions,
}: {
  id: number;
  questions: { question_id: number; answer: string | null }[];
}): Promise<TriggerAnswer> {
  return api.post<TriggerAnswer>(paths.systemTriggerAnswers(id), { offset: currentOffset(), questions });
}

export function useSubmitTriggerAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTriggerAnswers,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.triggerAnswers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.checkIns });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
