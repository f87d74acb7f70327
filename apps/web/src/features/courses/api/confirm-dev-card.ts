import { useMutation } from '@tanstack/react-query';
import type { DevCardAnswer, DevCardConfirmInput } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';

/** The built-in dev payment provider's card confirmation (stands in for Stripe.js confirmCardSetup). */
export function confirmDevCard({ setupIntentId, ...input }: DevCardConfirmInput & { setupIntentId: string }) {
  return api.post<DevCardAnswer>(
    `payments/dev/setup-intents/${encodeURIComponent(setupIntentId)}/confirm`,
    input,
  );
}

export function useConfirmDevCard() {
  return useMutation({ mutationFn: confirmDevCard });
}
