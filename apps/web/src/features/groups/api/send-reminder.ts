import type { OkResponse } from '@holdfast/shared/common';
import { groupsApiPaths as paths, groupsTexts as t } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { useGroupsMutation } from './groups-mutation';

/** POST members/{id}/send-reminder: 'Reminder sent successfully' / 'Unable to send reminder'. */
export function sendReminder(memberId: number): Promise<OkResponse> {
  return api.post<OkResponse>(paths.sendReminder(memberId));
}
export const useSendReminder = () =>
  useGroupsMutation(
    sendReminder,
    () => t.reminderSent,
    () => t.reminderFailure,
  );
