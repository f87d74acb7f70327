import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type ResetPasswordAnswer, type ResetPasswordInput } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';
import { setToken } from '@/lib/token-store';

export async function resetPassword(input: Pick<ResetPasswordInput, 'token' | 'email' | 'password'>): Promise<ResetPasswordAnswer> {
  const recaptcha = await getCaptchaToken('reset_password');
  return api.post(paths.resetPassword, { ...input, recaptcha }, { anonymous: true });
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
