import { useQuery } from '@tanstack/react-query';
import { coachingApiPaths as paths, type SubscriptionDetail } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { billingRetry } from './billing-retry';
import { coachingKeys } from './query-keys';

/** GET coach/billing-info/subscription-detail: the card on file and the subscription with its upcoming invoice. */
export function getSubscriptionDetail(signal?: AbortSignal): Promise<SubscriptionDetail> {
  return api.get<SubscriptionDetail>(paths.billingSubscriptionDetail, { signal });
}

/** Asked again as the setup intent is: right after a card is saved the provider may still be settling. */
export function useGetSubscriptionDetail() {
  return useQuery({ queryKey: coachingKeys.billing(), queryFn: ({ signal }) => getSubscriptionDetail(signal), ...billingRetry });
}
