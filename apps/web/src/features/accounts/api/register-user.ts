import { useMutation } from '@tanstack/react-query';
import { accountsApiPaths as paths, type RegisterInput } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';
import type { OkResponse } from '@holdfast/shared/common';

export async function registerUser(input: Omit<RegisterInput, 'recaptcha'>): Promise<OkResponse> {
  const recaptcha = await getCaptchaToken('register');
  return api.post(paths.register, { ...input, recaptcha }, { anonymous: true });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
