import { Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ChatRef } from '@holdfast/shared/messaging';
import { OptionsMenu } from '@/components/options-menu';

/** A one-to-one chat's options: add accountability (community), delete, read receipts, block or unblock. */
export function ChatOptionsMenu({
  type,
  canDelete,
  iBlocked,
  onDelete,
  onReadReceipts,
  onBlock,
  onUnblock,
}: {
  type: ChatRef['type'];
  canDelete: boolean;
  iBlocked: boolean;
  onDelete: () => void;
  onReadReceipts: () => void;
  onBlock: () => void;
  onUnblock: () => void;
}) {
  return (
    <OptionsMenu label="Chat options" icon={<IconDotsVertical size={20} aria-hidden />} size="lg">
      {type === 'community' && (
        <Menu.Item component={Link} to="/add-accountability">
          Add Accountability
        </Menu.Item>
      )}
      {canDelete && (
        <Menu.Item color="red" onClick={onDelete}>
          Delete Chat
        </Menu.Item>
      )}
      <Menu.Item onClick={onReadReceipts}>Read receipts</Menu.Item>
      {/* Unblock for any chat I blocked; Block only in community chats (spec 3 section 6: never a partner or a group's member). */}
      {iBlocked ? (
        <Menu.Item onClick={onUnblock}>Unblock</Menu.Item>
      ) : (
        type === 'community' && (
          <Menu.Item color="red" onClick={onBlock}>
            Block
          </Menu.Item>
        )
      )}
    </OptionsMenu>
  );
}
