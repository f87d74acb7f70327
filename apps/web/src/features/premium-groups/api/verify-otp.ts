import { useMutation } from '@tanstack/react-query';
import { premiumApiPaths as paths, type ApplicationWriteResponse, type VerifyOtpBody } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';

/** POST premium-groups/applications/guest/verify (id, otp). */
export function verifyOtp(body: VerifyOtpBody): Promise<ApplicationWriteResponse> {
  return api.post<ApplicationWriteResponse>(paths.verifyOtp, body, { anonymous: true });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
