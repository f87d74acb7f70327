import { useMutation } from '@tanstack/react-query';
import { premiumApiPaths as paths, type PremiumSetupIntent } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import type { PaymentKind } from './get-member-payment';

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
