import { Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBan, IconFlag, IconMessage, IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { anonymousAuthorTexts as a } from '@holdfast/shared/community';
import { useConfirm } from '@/components/confirm-dialog';
import { useAskAuthorToPartner } from '../api/ask-author-to-partner';
import { useBlockAuthor } from '../api/block-author';
import { useFlagAuthor } from '../api/flag-author';
import { useMessageAuthor } from '../api/message-author';
import { communityUi as ui } from '../lib/texts';
import { FlagReasonForm } from './flag-modal';

/**
 * The author of an anonymous post (id 0, 'Anonymous member'): no profile to open, a menu instead
 * whose every action names the author by the post's handle, so nothing on the page (or in the
 * answers it gets) says who they are: send a message request, ask to be partners, flag, block.
 */
export function AnonymousAuthorMenu({ handle, children }: { handle: string; children: ReactNode }) {
  const message = useMessageAuthor();
  const partner = useAskAuthorToPartner();
  const flag = useFlagAuthor();
  const block = useBlockAuthor();
  const { ask, dialog } = useConfirm();
  const [flagOpen, setFlagOpen] = useState(false);
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <UnstyledButton style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
            {children}
            <VisuallyHidden>{a.menuLabel}</VisuallyHidden>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconMessage size={16} aria-hidden />}
            disabled={message.isPending}
            onClick={() => message.mutate(handle)}
          >
            {a.message}
          </Menu.Item>
          <Menu.Item leftSection={<IconUsers size={16} aria-hidden />} disabled={partner.isPending} onClick={() => partner.mutate(handle)}>
            {a.askPartner}
          </Menu.Item>
          <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setFlagOpen(true)}>
            {a.flag}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconBan size={16} aria-hidden />}
            color="red.9"
            onClick={() =>
              ask({
                title: ui.blockTitle,
                message: a.blockConfirm,
                confirmLabel: a.block,
                danger: true,
                onConfirm: () => block.mutateAsync(handle),
              })
            }
          >
            {a.block}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <FlagReasonForm
        opened={flagOpen}
        onClose={() => setFlagOpen(false)}
        title={`${ui.flagMemberTitle}: ${a.name}`}
        label={ui.flagMemberReason}
        submitLabel={ui.flagMember}
        submitColor="red.9"
        pending={flag.isPending}
        onSubmit={(reason, done) => flag.mutate({ handle, reason }, { onSuccess: done })}
      />
      {dialog}
    </>
  );
}
