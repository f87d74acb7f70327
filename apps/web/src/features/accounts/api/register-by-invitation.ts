import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type RegisterByInvitationInput, type RegisterByInvitationResponse } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/token-store';

/** POST users/invitation/register: the account is created verified (the link proved the address) and signed in. */
export function registerByInvitation(input: RegisterByInvitationInput): Promise<RegisterByInvitationResponse> {
  return api.post<RegisterByInvitationResponse>(paths.registerByInvitation, input, { anonymous: true });
}

export function useRegisterByInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerByInvitation,
    onSuccess: (answer) => {
      queryClient.clear();
      setToken(answer.access_token);
    },
  });
}
