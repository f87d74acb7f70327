import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { coachingApiPaths as paths, type BillingPreview } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET coach/billing-info/preview?clients=n: the monthly total now and with n accepted clients. */
export function getBillingPreview(clients: number, signal?: AbortSignal): Promise<BillingPreview> {
  return api.get<BillingPreview>(paths.billingPreview, { query: { clients }, signal });
}

export function useGetBillingPreview(clients: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: coachingKeys.preview(clients),
    queryFn: ({ signal }) => getBillingPreview(clients, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
