import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OkResponse } from '@holdfast/shared/common';

export function resendVerification(): Promise<OkResponse> {
  return api.post('users/resend-verification');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
