import { useMutation } from '@tanstack/react-query';
import { premiumApiPaths as paths, type ResendOtpBody } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';

/** POST premium-groups/applications/guest/resend-otp (id, email). */
export function resendOtp(body: ResendOtpBody): Promise<{ message: string }> {
  return api.post<{ message: string }>(paths.resendOtp, body, { anonymous: true });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
