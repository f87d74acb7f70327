import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountabilityApiPaths as paths,
  type RegisterByInvitationInput,
  type RegisterByInvitationResponse,
} from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { setResumePath } from '@/lib/resume-path';
import { setToken } from '@/lib/token-store';

/** POST users/invitation/register: the account is created verified (the link proved the address) and signed in. */
export function registerByInvitation(input: RegisterByInvitationInput): Promise<RegisterByInvitationResponse> {
  return api.post<RegisterByInvitationResponse>(paths.registerByInvitation, input, { anonymous: true });
}

/**
 * Registers and signs in. Where the answer leads (the pending request of a partner invitation) is
 * kept first: the new account has no profile yet, so the guards send it through onboarding, which
 * then ends there (lib/resume-path). Signing in re-renders the guards at once (the page is gone by
 * then), so the whole workflow is here rather than in the page's callbacks.
 */
export function useRegisterByInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerByInvitation,
    onSuccess: (answer) => {
      if (answer.redirect && !answer.redirect.isExternal) setResumePath(answer.redirect.url);
      queryClient.clear();
      setToken(answer.access_token);
      if (answer.redirect?.isExternal) window.location.assign(answer.redirect.url);
    },
  });
}
