import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type TokenResponse } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';
import { clearToken, setToken } from '@/lib/token-store';

/** POST oauth/token with the one-time impersonation grant. */
export function loginAsUser(impersonationToken: string): Promise<TokenResponse> {
  return api.post<TokenResponse>(
    paths.token,
    { grant_type: 'impersonation', impersonation_token: impersonationToken },
    { anonymous: true },
  );
}

export function useLoginAsUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginAsUser,
    onMutate: () => {
      clearToken();
      queryClient.clear();
    },
    onSuccess: (token) => setToken(token.access_token, token.impersonated === true),
  });
}
