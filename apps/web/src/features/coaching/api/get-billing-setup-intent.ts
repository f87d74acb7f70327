import { useQuery } from '@tanstack/react-query';
import { coachingApiPaths as paths, type SetupIntentResponse } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { billingRetry } from './billing-retry';
import { coachingKeys } from './query-keys';

/** GET coach/billing-info/setup-intent: what the card provider needs to save a card (Stripe's client secret, or the dev provider's). */
export function getBillingSetupIntent(signal?: AbortSignal): Promise<SetupIntentResponse> {
  return api.get<SetupIntentResponse>(paths.billingSetupIntent, { signal });
}

/**
 * The setup intent of the card form ('setup' at onboarding, 'update' after a failed payment), asked
 * again up to 4 times 2000 ms apart (spec 3 section 7). Kept while the form is open: a refresh of
 * the area does not replace it under a card being typed; it is dropped once used or left.
 */
export function useGetBillingSetupIntent(purpose: 'setup' | 'update') {
  return useQuery({
    queryKey: coachingKeys.setupIntent(purpose),
    queryFn: ({ signal }) => getBillingSetupIntent(signal),
    ...billingRetry,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
