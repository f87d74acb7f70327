import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  premiumApiPaths as paths,
  type ConfirmPremiumPaymentResponse,
  type MemberPaymentStatus,
  type PremiumSetupIntent,
} from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

export type PaymentKind = 'pre-payment' | 'subscription';

/** GET premium-groups/members/{memberId}/payment: my membership and what is due now. */
export function getMemberPayment(memberId: number, signal?: AbortSignal): Promise<MemberPaymentStatus> {
  return api.get<MemberPaymentStatus>(paths.memberPayment(memberId), { signal });
}

export function useGetMemberPayment(memberId: number) {
  return useQuery(
    queryOptions({
      queryKey: premiumKeys.payment(memberId),
      queryFn: ({ signal }) => getMemberPayment(memberId, signal),
      enabled: memberId > 0,
    }),
  );
}

/** POST …/pre-payment/setup-intent or …/subscription/setup-intent. */
export function createPremiumSetupIntent({ memberId, kind }: { memberId: number; kind: PaymentKind }): Promise<PremiumSetupIntent> {
  return api.post<PremiumSetupIntent>(
    kind === 'pre-payment' ? paths.prePaymentSetupIntent(memberId) : paths.subscriptionSetupIntent(memberId),
    {},
  );
}

export function useCreatePremiumSetupIntent() {
  return useMutation({ mutationFn: createPremiumSetupIntent });
}

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
