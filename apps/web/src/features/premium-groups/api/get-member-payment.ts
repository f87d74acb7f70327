import { queryOptions, useQuery } from '@tanstack/react-query';
import { premiumApiPaths as paths, type MemberPaymentStatus } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

/** The two payments of a premium membership, each with its setup intent and its confirmation. */
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
