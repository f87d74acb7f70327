import type { OkResponse } from '@holdfast/shared/common';
import { coachingApiPaths as paths, coachingTexts as t } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { useCoachingMutation } from './coaching-mutation';

/** POST coach/users/{id}/resend-invitation: 'Invitation Resent' / 'Error Occurred' (spec 3 section 8). */
export function resendClientInvitation(coachUserId: number): Promise<OkResponse> {
  return api.post<OkResponse>(paths.resendInvitation(coachUserId));
}

export const useResendClientInvitation = () => useCoachingMutation(resendClientInvitation, t.genericError, t.invitationResent);
