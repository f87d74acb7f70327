import { Switch } from '@mantine/core';
import { groupsTexts as t, type GroupMember } from '@holdfast/shared/groups';
import { useSetSharing } from '../api/set-sharing';
import type { useConfirm } from '@/components/confirm-dialog';

/** My own row's 'Share my data with the group', behind the share-data confirmation (spec 2 sections 6 and 8). */
export function SharingSwitch({ member, ask }: { member: GroupMember; ask: ReturnType<typeof useConfirm>['ask'] }) {
  const sharing = useSetSharing();
  const on = member.is_sharing_data;
  return (
    <Switch
      label={t.shareData}
      checked={on}
      disabled={sharing.isPending}
      onChange={() =>
        ask({
          title: on ? 'Stop sharing' : 'Share data',
          message: t.confirmShare,
          confirmLabel: on ? 'Stop sharing' : 'Share',
          onConfirm: () => sharing.mutateAsync({ groupId: member.group_id, memberId: member.id, share: !on }),
        })
      }
    />
  );
}
