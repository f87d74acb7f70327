import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resendVerification(): Promise<{ message: string }> {
  return api.post('users/resend-verification');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
