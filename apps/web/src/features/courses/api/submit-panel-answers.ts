import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PanelAnswersInput } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import type { PanelAnswers } from '@holdfast/shared/courses';
import { getPanelAnswersQueryOptions, panelPath, type PanelRef } from './get-panel-answers';

export function submitPanelAnswers({ ref, answers }: { ref: PanelRef; answers: PanelAnswersInput['answers'] }) {
  return api.post<PanelAnswers & { message: string }>(panelPath(ref), { answers });
}

export function useSubmitPanelAnswers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitPanelAnswers,
    onSuccess: (answer, { ref }) => client.setQueryData(getPanelAnswersQueryOptions(ref).queryKey, answer),
  });
}
