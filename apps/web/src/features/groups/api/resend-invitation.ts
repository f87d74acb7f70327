import type { OkResponse } from '@holdfast/shared/common';
import { groupsApiPaths as paths, groupsTexts as t } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { useGroupsMutation } from './groups-mutation';

/** POST members/{id}/resend-invitation: 'Invitation sent successfully' / 'Unable to send invitation'. */
export function resendInvitation(memberId: number): Promise<OkResponse> {
  return api.post<OkResponse>(paths.resendInvitation(memberId));
}
export const useResendInvitation = () =>
  useGroupsMutation(
    resendInvitation,
    () => t.invitationSent,
    () => t.sendInvitationFailure,
  );
