import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureText } from '@/lib/api/complete-premium-group';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { premiumKeys } from './query-keys';

export type MemberRef = { groupId: number; memberId: number };

/** One leader action on an applicant: its call, its failure text (spec 8); the success toast is the API's message. */
export function useApplicantAction<V extends MemberRef>(call: (v: V) => Promise<{ message: string }>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) notify.error(failureText(error, failure));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}
