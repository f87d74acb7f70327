import { groupsTexts as t } from '@holdfast/shared/groups';
import type { ConfirmRequest } from '@/components/confirm-dialog';

/** The 'Leave group' confirmation (group info and member progress): leave the group, then `after`. */
export function leaveRequest(leave: (groupId: number) => Promise<unknown>, groupId: number, after: () => void): ConfirmRequest {
  return {
    title: t.leaveGroup,
    message: t.confirmLeave,
    confirmLabel: 'Leave',
    danger: true,
    onConfirm: async () => {
      await leave(groupId);
      after();
    },
  };
}
