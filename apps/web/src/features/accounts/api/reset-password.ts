import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordInputSchema, TokenResponse } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';
import { setToken } from '@/lib/token-store';

type ResetPasswordInput = Pick<z.input<typeof resetPasswordInputSchema>, 'token' | 'email' | 'password'>;

export async function resetPassword(input: ResetPasswordInput): Promise<TokenResponse & { message: string }> {
  const recaptcha = await getCaptchaToken('reset_password');
  return api.post('users/reset-password', { ...input, recaptcha }, { anonymous: true });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (answer) => {
      queryClient.clear();
      setToken(answer.access_token);
    },
  });
}
