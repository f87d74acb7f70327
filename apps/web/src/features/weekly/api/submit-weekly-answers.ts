import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormAnswer, WeeklySubmission } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';
import { currentOffset } from '@/lib/offset';
import type { WeeklyFormKind } from './get-weekly-form';
import { queryKeys } from '@/lib/api/query-keys';

export function submitWeeklyAnswers({ kind, answers }: { kind: WeeklyFormKind; answers: FormAnswer[] }) {
  return api.post<WeeklySubmission>(kind, { answers, offset: currentOffset() });
}

export function useSubmitWeeklyAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWeeklyAnswers,
    onSuccess: (_data, { kind }) => {
      void queryClient.invalidateQueries({ queryKey: [kind] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
