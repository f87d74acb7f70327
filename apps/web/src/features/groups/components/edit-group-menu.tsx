import { Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { groupsTexts as t, type Group as GroupItem } from '@holdfast/shared/groups';
import { OptionsMenu } from '@/components/options-menu';

/** The 'Edit Group' popover of a portal row: change the name, and (the group's leader only) delete it. */
export function EditGroupMenu({ group, onRename, onDelete }: { group: GroupItem; onRename: () => void; onDelete: () => void }) {
  const isOwner = group.my_membership?.role_type === 'owner';
  return (
    <OptionsMenu label={`${t.editGroup}: ${group.name}`} icon={<IconDots size={18} aria-hidden />} color="gray">
      <Menu.Label>{t.editGroup}</Menu.Label>
      <Menu.Item onClick={onRename}>Change group name</Menu.Item>
      {isOwner && (
        <Menu.Item color="red.9" onClick={onDelete}>
          Delete group
        </Menu.Item>
      )}
    </OptionsMenu>
  );
}
