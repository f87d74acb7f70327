import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { communityToasts as toasts, type FlaggedReply, type FlaggedUser, type MemberStatusRequest } from '@holdfast/shared/community';
import { useConfirm, type ConfirmRequest } from '@/components/confirm-dialog';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { PageFrame } from '@/components/page-frame';
import { isApiError } from '@/lib/api-client';
import { useDecideMemberStatus } from '../api/decide-member-status';
import { useMemberStatusRequests } from '../api/list-member-status-requests';
import { useModerateReply } from '../api/moderate-reply';
import { useModerateUser } from '../api/moderate-user';
import { useModerationQueue } from '../api/get-moderation-queue';
import { CommunityBreadcrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { FlagList, HiddenBadge, ModerationHistory, SuspendButton } from '../components/moderation';
import { CommunityAvatar } from '../components/people';
import { QueryProblem } from '../components/query-problem';
import { dayOf, postedAt } from '../lib/dates';
import { communityUi as ui } from '../lib/texts';

/** One part of the queue under its heading; `empty` when it holds no items. */
function QueueSection({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {!children.length ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

function ReplyItem({ item, ask }: { item: FlaggedReply; ask: (r: ConfirmRequest) => void }) {
  const act = useModerateReply();
  const { reply, thread } = item;
  const run = (action: 'hide' | 'restore' | 'dismiss' | 'suspend') => () => act.mutateAsync({ replyId: reply.id, action });
  const labelId = `flagged-reply-${reply.id}`;
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={labelId}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <CommunityAvatar person={reply.user} size="sm" />
            <Text fw={700} id={labelId}>
              {reply.user.name}
            </Text>
            {reply.is_hidden && <HiddenBadge />}
            <Badge color="red.9" variant="light" size="sm">
              {ui.flagsOf(item.flags.length)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {postedAt(reply.created_at)}
          </Text>
        </Group>
        <Text size="sm">
          {ui.inThread}{' '}
          <Anchor component={Link} to={`/community/threads/${thread.id}`}>
            {thread.title}
          </Anchor>
        </Text>
        <Card bg="gray.0" p="sm" radius="sm">
          <HtmlContent html={reply.reply_text} />
        </Card>
        <FlagList flags={item.flags} />
        <ModerationHistory history={item.history} />
        <Group gap="xs">
          {reply.is_hidden ? (
            <Button
              size="xs"
              onClick={() =>
                ask({ title: ui.restoreReplyTitle, message: ui.restoreReplyConfirm, confirmLabel: ui.restore, onConfirm: run('restore') })
              }
            >
              {ui.restore}
            </Button>
          ) : (
            <Button
              size="xs"
              color="gray"
              onClick={() =>
                ask({ title: ui.hideReplyTitle, message: ui.hideReplyConfirm, confirmLabel: ui.hide, danger: true, onConfirm: run('hide') })
              }
            >
              {ui.hide}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            onClick={() => ask({ title: ui.dismissTitle, message: ui.dismissConfirm, confirmLabel: ui.dismiss, onConfirm: run('dismiss') })}
          >
            {ui.dismiss}
          </Button>
          <SuspendButton name={reply.user.name} ask={ask} onConfirm={run('suspend')}>
            {ui.suspendAuthor}
          </SuspendButton>
        </Group>
      </Stack>
    </Card>
  );
}

function UserItem({ item, ask }: { item: FlaggedUser; ask: (r: ConfirmRequest) => void }) {
  const act = useModerateUser();
  const labelId = `flagged-user-${item.user.id}`;
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={labelId}>
      <Stack gap="xs">
        <Group gap="xs">
          <CommunityAvatar person={item.user} size="sm" />
          <Text fw={700} id={labelId}>
            {item.user.name}
          </Text>
          {item.is_suspended && (
            <Badge color="red.9" size="sm">
              {ui.suspendedBadge}
            </Badge>
          )}
          <Badge color="red.9" variant="light" size="sm">
            {ui.flagsOf(item.flags.length)}
          </Badge>
        </Group>
        <FlagList flags={item.flags} />
        <ModerationHistory history={item.history} />
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              ask({
                title: ui.dismissTitle,
                message: ui.dismissConfirm,
                confirmLabel: ui.dismiss,
                onConfirm: () => act.mutateAsync({ userId: item.user.id, action: 'dismiss' }),
              })
            }
          >
            {ui.dismiss}
          </Button>
          {!item.is_suspended && (
            <SuspendButton name={item.user.name} ask={ask} onConfirm={() => act.mutateAsync({ userId: item.user.id, action: 'suspend' })}>
              {ui.suspend}
            </SuspendButton>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function ApprovalItem({ item }: { item: MemberStatusRequest }) {
  const decide = useDecideMemberStatus();
  return (
    <Card withBorder radius="md" p="sm" component="article" aria-label={item.user.name}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <CommunityAvatar person={item.user} size="sm" />
          <div>
            <Text fw={700}>{item.user.name}</Text>
            <Text size="xs" c="dimmed">
              {ui.requestedOn(dayOf(item.requested_at))}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            loading={decide.isPending && decide.variables?.status === 'approved'}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ userId: item.user.id, status: 'approved' })}
          >
            {ui.approve}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={decide.isPending && decide.variables?.status === 'rejected'}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ userId: item.user.id, status: 'rejected' })}
          >
            {ui.decline}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** Women waiting for community access (docs/areas/community.md, "Women's access"). */
function Approvals() {
  const requests = useMemberStatusRequests();
  const waiting = requests.data?.items.filter((r) => r.status === 'pending') ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="approvals-heading">
      <Title order={2} size="h4" id="approvals-heading">
        {ui.approvals}
      </Title>
      {requests.isPending ? (
        <ListSkeleton label="Loading approvals" rows={2} />
      ) : requests.isError ? (
        <LoadFailure title={toasts.fetchItems} onRetry={() => void requests.refetch()} />
      ) : !waiting.length ? (
        <Text c="dimmed" size="sm">
          {ui.noApprovals}
        </Text>
      ) : (
        waiting.map((r) => <ApprovalItem key={r.user.id} item={r} />)
      )}
    </Stack>
  );
}

/** /community/moderation: community admins' queue of open flags on replies and members. */
export function ModerationPage() {
  const queue = useModerationQueue();
  const { ask, dialog } = useConfirm();
  const refused =
    isApiError(queue.error) &&
    queue.error.status === 403 &&
    queue.error.code !== 'community_agreement_required' &&
    queue.error.code !== 'community_approval_required';
  return (
    <PageFrame
      title={ui.moderationTitle}
      intro={ui.moderationIntro}
      size="md"
      above={<CommunityBreadcrumbs steps={[{ label: ui.forumsTitle, to: '/community' }, { label: ui.moderationTitle }]} />}
    >
      {queue.isPending ? (
        <ListSkeleton label="Loading the moderation queue" rows={3} height={120} />
      ) : refused ? (
        // Not a community admin: the API's own sentence.
        <EmptyCard>
          <Text>{queue.error?.message}</Text>
        </EmptyCard>
      ) : queue.isError ? (
        <QueryProblem error={queue.error} title={toasts.fetchItems} onRetry={() => void queue.refetch()} />
      ) : (
        <>
          <QueueSection id="flagged-replies-heading" title={ui.flaggedReplies} empty={ui.noFlaggedReplies}>
            {queue.data.replies.map((r) => (
              <ReplyItem key={r.reply.id} item={r} ask={ask} />
            ))}
          </QueueSection>
          <QueueSection id="flagged-members-heading" title={ui.flaggedMembers} empty={ui.noFlaggedMembers}>
            {queue.data.users.map((u) => (
              <UserItem key={u.user.id} item={u} ask={ask} />
            ))}
          </QueueSection>
          <Approvals />
        </>
      )}
      {dialog}
    </PageFrame>
  );
}
