import { useMutation } from '@tanstack/react-query';
import { accountsApiPaths as paths, type ForgotPasswordInput } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';
import type { OkResponse } from '@holdfast/shared/common';

/** POST users/forgot-password. */
export async function requestPasswordReset(input: Pick<ForgotPasswordInput, 'email'>): Promise<OkResponse> {
  const recaptcha = await getCaptchaToken('forgot_password');
  return api.post(paths.forgotPassword, { email: input.email, recaptcha }, { anonymous: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
