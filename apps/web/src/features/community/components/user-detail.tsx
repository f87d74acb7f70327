import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBan, IconFlag, IconMessage, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { communityTexts as texts, communityToasts as toasts, type CommunityUser } from '@holdfast/shared/community';
import { useConfirm } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useCommunityUser } from '../api/get-community-user';
import { useSetBlocked } from '../api/set-blocked';
import { useSetMuted } from '../api/set-muted';
import { useSuspendUser } from '../api/suspend-user';
import { dayOf } from '../lib/dates';
import { communityUi as ui } from '../lib/texts';
import { useViewer } from '../lib/viewer';
import { FlagMemberModal } from './flag-modal';
import { SuspendButton } from './moderation';
import { CommunityAvatar } from './people';

function Profile({ user }: { user: CommunityUser }) {
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <CommunityAvatar person={user} size="lg" />
        <div style={{ minWidth: 0 }}>
          <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Text>
          <Group gap={4}>
            {user.roles.includes('community_admin') && <Badge size="sm">{ui.communityAdmin}</Badge>}
            {user.roles.includes('upgrade_admin') && (
              <Badge size="sm" color="grape">
                {ui.upgradeAdmin}
              </Badge>
            )}
            {user.is_suspended && (
              <Badge size="sm" color="red.9">
                {ui.suspendedBadge}
              </Badge>
            )}
          </Group>
        </div>
      </Group>
      {user.is_looking_for_partner && <Text size="sm">{ui.lookingForPartner}</Text>}
      {user.country && (
        <Text size="sm" c="dimmed">
          {user.country.name}
          {user.timezone ? ` · ${user.timezone.name}` : ''}
        </Text>
      )}
      {user.biography && <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{user.biography}</Text>}
      <Text size="sm" c="dimmed">
        {ui.repliesOf(user.activity.reply_count)}
        {user.activity.latest_activity ? ` · ${ui.lastSeen(dayOf(user.activity.latest_activity))}` : ''}
      </Text>
    </Stack>
  );
}

/**
 * The user detail modal (spec 3 sections 2 and 6): the member's community profile as the API
 * answers it, and what the viewer may do: message, view activity, flag, block or unblock (offered
 * only when the API says so), mute or unmute, and for community admins suspend.
 */
export function UserDetailModal({ userId, opened, onClose }: { userId: number; opened: boolean; onClose: () => void }) {
  const viewer = useViewer();
  const user = useCommunityUser(userId, opened);
  const block = useSetBlocked();
  const mute = useSetMuted();
  const suspend = useSuspendUser();
  const { ask, dialog } = useConfirm();
  const [flagOpen, setFlagOpen] = useState(false);
  const u = user.data;

  let body: ReactNode;
  if (user.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label="Loading the member">
        <Skeleton height={56} circle />
        <Skeleton height={14} />
        <Skeleton height={14} width="60%" />
      </Stack>
    );
  } else if (user.isError || !u) {
    // A member who blocked me, or no longer here, is 404 'Member not found.'; say what the API said.
    body = (
      <Alert color="red" role="alert" title={toasts.loadingUser.replace(/:$/, '')}>
        {isApiError(user.error) && user.error.message ? user.error.message : toasts.fetchActivity}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md">
        <Profile user={u} />
        {u.is_blocked && (
          <Alert color="yellow" role="note">
            {ui.blockedNote}
          </Alert>
        )}
        <Group gap="xs">
          {!u.is_blocked && (
            <Button
              component={Link}
              to={`/messages/redirect/user/${u.id}`}
              size="xs"
              variant="light"
              leftSection={<IconMessage size={16} aria-hidden />}
            >
              {ui.sendMessage}
            </Button>
          )}
          <Button component={Link} to={`/community/user-activity/${u.id}`} size="xs" variant="default" onClick={onClose}>
            {ui.viewActivity}
          </Button>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => setFlagOpen(true)}
          >
            {ui.flagMember}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={u.is_muted ? <IconVolume size={16} aria-hidden /> : <IconVolumeOff size={16} aria-hidden />}
            onClick={() =>
              ask({
                title: u.is_muted ? ui.unmuteTitle : ui.muteTitle,
                message: u.is_muted ? ui.unmuteConfirm(u.name) : ui.muteConfirm(u.name),
                confirmLabel: u.is_muted ? ui.unmute : ui.mute,
                onConfirm: () => mute.mutateAsync({ userId: u.id, muted: !u.is_muted }),
              })
            }
          >
            {u.is_muted ? ui.unmute : ui.mute}
          </Button>
          {(u.is_blocked || u.can_block) && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              c="red.9"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() =>
                ask({
                  title: u.is_blocked ? ui.unblockTitle : ui.blockTitle,
                  message: u.is_blocked ? ui.unblockConfirm(u.name) : ui.blockConfirm(u.name),
                  confirmLabel: u.is_blocked ? ui.unblock : ui.block,
                  danger: !u.is_blocked,
                  onConfirm: () => block.mutateAsync({ userId: u.id, blocked: !u.is_blocked }),
                })
              }
            >
              {u.is_blocked ? ui.unblock : ui.block}
            </Button>
          )}
          {viewer.isCommunityAdmin && !u.is_suspended && (
            <SuspendButton name={u.name} ask={ask} onConfirm={() => suspend.mutateAsync(u.id)}>
              {ui.suspend}
            </SuspendButton>
          )}
        </Group>
        {!u.is_blocked && !u.can_block && (
          // Spec 3 section 6: block is not offered for a partner or a member of my groups; the API's own words say why.
          <Text size="xs" c="dimmed">
            {texts.cannotBlockLinked}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <>
      <Modal opened={opened && !flagOpen} onClose={onClose} title={ui.userDetail} centered>
        {body}
      </Modal>
      {u && <FlagMemberModal userId={u.id} name={u.name} opened={flagOpen} onClose={() => setFlagOpen(false)} />}
      {dialog}
    </>
  );
}

/**
 * A member's name or avatar that opens their details (spec 3: 'Tapping one's own avatar opens
 * /profile instead'). Anonymous members have no id to open (`id` 0 is never a member).
 */
export function PersonTrigger({ userId, label, children }: { userId: number; label: string; children: ReactNode }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <UnstyledButton
        aria-haspopup="dialog"
        onClick={() => (userId === viewer.id ? void navigate('/profile') : setOpen(true))}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}
      >
        {children}
        {/* The name as words, not aria-label: the visible initials must not contradict it (WCAG 2.5.3). */}
        <VisuallyHidden>{label}</VisuallyHidden>
      </UnstyledButton>
      {open && <UserDetailModal userId={userId} opened={open} onClose={() => setOpen(false)} />}
    </>
  );
}
