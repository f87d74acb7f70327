import { queryOptions, useQuery } from '@tanstack/react-query';
import { premiumApiPaths as paths, type ApplicantDetails } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

/** GET groups/{id}/members/{memberId}/application: every answer, pre-payment, and what the leader may do. */
export function getApplicant(groupId: number, memberId: number, signal?: AbortSignal): Promise<ApplicantDetails> {
  return api.get<ApplicantDetails>(paths.application(groupId, memberId), { signal });
}

export function useGetApplicant(groupId: number, memberId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: premiumKeys.applicant(groupId, memberId ?? 0),
      queryFn: ({ signal }) => getApplicant(groupId, memberId!, signal),
      enabled: memberId !== null && memberId > 0,
    }),
  );
}
