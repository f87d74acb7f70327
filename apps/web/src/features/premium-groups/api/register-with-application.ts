import { useMutation } from '@tanstack/react-query';
import type { TokenResponse } from '@holdfast/shared/accounts';
import { premiumApiPaths as paths, type ApplicationWriteResponse, type RegisterApplicationBody } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';

/** POST premium-groups/applications/register: a new account and its application; signs the new account in. */
export async function registerWithApplication(
  body: RegisterApplicationBody,
): Promise<ApplicationWriteResponse & { token?: TokenResponse | string }> {
  const recaptcha = await getCaptchaToken('register');
  return api.post(paths.register, { ...body, recaptcha }, { anonymous: true });
}

export function useRegisterWithApplication() {
  return useMutation({ mutationFn: registerWithApplication });
}
