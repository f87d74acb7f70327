import { useMutation } from '@tanstack/react-query';
import { accountabilityApiPaths as paths } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';

/** POST accountability-partners/{id}/resend-invitation: the requester sends the mail again (rate-limited). */
export function resendPartnerInvitation(id: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(paths.resendInvitation(id));
}

export function useResendPartnerInvitation() {
  return useMutation({ mutationFn: resendPartnerInvitation });
}
