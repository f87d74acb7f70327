import { useMutation, useQueryClient } from '@tanstack/react-query';
import { premiumApiPaths as paths, type ConfirmPremiumPaymentResponse } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import type { PaymentKind } from './get-member-payment';
import { premiumKeys } from './query-keys';

/** POST …/pre-payment/confirm or …/subscription/confirm: the server checks the intent with the provider. */
export function confirmPremiumPayment({
  memberId,
  kind,
  setupIntentId,
}: {
  memberId: number;
  kind: PaymentKind;
  setupIntentId: string;
}): Promise<ConfirmPremiumPaymentResponse> {
  return api.post<ConfirmPremiumPaymentResponse>(
    kind === 'pre-payment' ? paths.prePaymentConfirm(memberId) : paths.subscriptionConfirm(memberId),
    { setup_intent_id: setupIntentId },
  );
}

export function useConfirmPremiumPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPremiumPayment,
    onSuccess: (answer, { memberId }) => queryClient.setQueryData(premiumKeys.payment(memberId), answer.item),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}
