import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type LoginInput, type TokenResponse } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';
import { setToken } from '@/lib/token-store';

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export async function login(input: Pick<LoginInput, 'email' | 'password'>): Promise<TokenResponse> {
  const recaptcha_token = await getCaptchaToken('login');
  return api.post<TokenResponse>(
    paths.token,
    // Sessions and devices: the place is the browser's own time zone (nothing is looked up); the server summarises the user agent.
    { grant_type: 'password', email: input.email, password: input.password, recaptcha_token, place: browserTimeZone() },
    { anonymous: true },
  );
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (token) => {
      queryClient.clear();
      setToken(token.access_token);
    },
  });
}
