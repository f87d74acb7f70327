import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { premiumApiPaths as paths, premiumTexts as t } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { failureText } from '@/lib/api/complete-premium-group';
import { notify } from '@/lib/notify';

/** POST groups/{id}/members/{memberId}/application/resend-subscription. */
export const resendSubscription = ({ groupId, memberId }: { groupId: number; memberId: number }) =>
  api.post<{ message: string }>(paths.resendSubscription(groupId, memberId), {});

/**
 * 'Resend Subscription', by the group's leaders (premium group management) or the member for their
 * own row (group info); `refresh` names the calling feature's queries to read again.
 */
export function useResendSubscription(refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendSubscription,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(failureText(error, t.sendLinkFailure)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refresh }),
  });
}
