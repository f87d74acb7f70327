import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type InvitationStatus } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';

/** POST users/invitation/verify: whether an invitation link still works, and who sent it. */
export function verifyInvitation(token: string, email: string, signal?: AbortSignal): Promise<InvitationStatus> {
  return api.post<InvitationStatus>(paths.verifyInvitation, { token, email }, { anonymous: true, signal });
}

export function useVerifyInvitation(token: string, email: string) {
  return useQuery({
    ...queryOptions({
      queryKey: ['invitation', token, email],
      queryFn: ({ signal }) => verifyInvitation(token, email, signal),
      staleTime: 60_000,
    }),
    enabled: token !== '' && email !== '',
    retry: false,
  });
}
