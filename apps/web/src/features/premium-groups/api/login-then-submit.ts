import { useMutation } from '@tanstack/react-query';
import { accountsApiPaths, type TokenResponse } from '@holdfast/shared/accounts';
import type { ApplicationBody, ApplicationWriteResponse } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';
import { setToken } from '@/lib/token-store';
import { submitApplication } from './submit-application';

/** LoginExistingAccount: the accounts area's sign-in call (spec 7.4), then the application as that user. */
export async function loginThenSubmit({
  email,
  password,
  application,
}: {
  email: string;
  password: string;
  application: ApplicationBody;
}): Promise<ApplicationWriteResponse> {
  const recaptcha_token = await getCaptchaToken('login');
  const token = await api.post<TokenResponse>(
    accountsApiPaths.token,
    { grant_type: 'password', email, password, recaptcha_token },
    { anonymous: true },
  );
  setToken(token.access_token);
  return submitApplication(application);
}

export function useLoginThenSubmit() {
  return useMutation({ mutationFn: loginThenSubmit });
}
