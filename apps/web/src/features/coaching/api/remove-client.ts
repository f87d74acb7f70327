import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingApiPaths as paths, coachingTexts as t, type CoachingMessage } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { coachingKeys } from './query-keys';

/** DELETE coach/users/{id}: the client is removed (their app is told to refresh). */
export function removeClient(id: number): Promise<CoachingMessage> {
  return api.delete<CoachingMessage>(paths.user(id));
}

export function useRemoveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeClient,
    onSuccess: (answer) => notify.success(answer.message),
    onError: () => notify.error(t.genericError),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}
