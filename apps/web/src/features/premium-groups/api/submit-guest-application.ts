import { useMutation } from '@tanstack/react-query';
import { premiumApiPaths as paths, type GuestApplicationBody, type GuestApplicationResponse } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';

/** POST premium-groups/applications/guest: the answers and guest_email; mails the 6-digit code. */
export function submitGuestApplication(body: GuestApplicationBody): Promise<GuestApplicationResponse> {
  return api.post<GuestApplicationResponse>(paths.guest, body, { anonymous: true });
}

export function useSubmitGuestApplication() {
  return useMutation({ mutationFn: submitGuestApplication });
}
