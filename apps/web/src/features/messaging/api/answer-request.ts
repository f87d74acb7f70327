import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingApiPaths as paths, type MessagingRequestResponse, type RequestStatusInput } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** PATCH messaging-requests/{id}/request-status: the recipient accepts or rejects. */
export const answerRequest = ({ id, status }: { id: number; status: RequestStatusInput['status'] }) =>
  api.patch<MessagingRequestResponse>(paths.requestStatus(id), { status });

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
