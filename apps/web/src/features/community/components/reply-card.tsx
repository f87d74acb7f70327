import { Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFlag, IconHeart, IconMessageReply, IconThumbUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { communityToasts as toasts, type NestedReply, type ReactionType, type Reply } from '@holdfast/shared/community';
import { useConfirm } from '@/components/confirm-dialog';
import { useNestedReplies } from '../api/list-nested-replies';
import { useCreateReply } from '../api/create-reply';
import { useDeleteReply } from '../api/delete-reply';
import { useSetReplyVisibility } from '../api/set-reply-visibility';
import { useToggleReaction } from '../api/toggle-reaction';
import { postedAt } from '../lib/dates';
import { communityUi as ui } from '../lib/texts';
import type { Viewer } from '../lib/viewer';
import { FlagReplyModal } from './flag-modal';
import { HtmlContent } from './html-content';
import { HiddenBadge } from './moderation';
import { LazyRichTextEditor } from './lazy-editor';
import { StrugglingBadge, StrugglingControl } from './struggling';
import { CommunityAvatar } from './people';
import { PersonTrigger } from './user-detail';
import { AnonymousAuthorMenu } from './anonymous-author';

export interface ReplyContext {
  threadId: number;
  viewer: Viewer;
  myReactions: Map<number, ReactionType>;
}

/** One reply: its author, words, reactions and the actions the viewer may take (spec 3 sections 2, 4 and 6). */
export function ReplyCard({
  reply,
  ctx,
  nested = false,
  compact = false,
}: {
  reply: Reply | NestedReply;
  ctx: ReplyContext;
  nested?: boolean;
  compact?: boolean;
}) {
  const { viewer, threadId } = ctx;
  const mine = reply.is_mine || reply.user_id === viewer.id;
  const myReaction = ctx.myReactions.get(reply.id) ?? null;
  const react = useToggleReaction();
  const remove = useDeleteReply();
  const visibility = useSetReplyVisibility();
  const createReply = useCreateReply();
  const { ask, dialog } = useConfirm();
  const [flagOpen, setFlagOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const [showMuted, setShowMuted] = useState(false);
  const headingId = `reply-${reply.id}${compact ? '-fav' : ''}`;

  const reaction = (type: ReactionType, count: number) => {
    const pressed = myReaction === type;
    const label = type === 'Liked' ? ui.likeLabel(count) : ui.loveLabel(count);
    return (
      <Button
        size="compact-sm"
        variant={pressed ? 'light' : 'subtle'}
        leftSection={
          type === 'Liked' ? <IconThumbUp size={16} aria-hidden /> : <IconHeart size={16} aria-hidden color="var(--mantine-color-red-8)" />
        }
        aria-pressed={pressed}
        disabled={react.isPending}
        onClick={() => react.mutate({ replyId: reply.id, type })}
      >
        {label}
      </Button>
    );
  };

  return (
    <Card
      component="article"
      withBorder={!nested}
      radius="md"
      p={nested ? 'xs' : 'md'}
      aria-labelledby={headingId}
      bg={reply.is_hidden ? 'gray.1' : undefined}
      style={nested ? { borderLeft: '3px solid var(--mantine-color-gray-3)', borderRadius: 0 } : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {reply.user.id === 0 && !mine ? (
          <AnonymousAuthorMenu handle={reply.author_handle}>
            <CommunityAvatar person={reply.user} size={nested ? 'sm' : 'md'} />
          </AnonymousAuthorMenu>
        ) : (
          <PersonTrigger userId={reply.user.id} label={ui.detailsOf(reply.user.name)}>
            <CommunityAvatar person={reply.user} size={nested ? 'sm' : 'md'} />
          </PersonTrigger>
        )}
        <Box miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {reply.user.name}
            </Text>
            {reply.is_hidden && <HiddenBadge />}
            {reply.is_struggling && <StrugglingBadge />}
          </Group>
          <Text size="xs" c="dimmed">
            <time dateTime={reply.created_at}>{postedAt(reply.created_at)}</time>
            {reply.replied_to &&
              reply.primary_reply_id !== null &&
              reply.replied_to.id !== reply.primary_reply_id &&
              ` · ${ui.inReplyTo(reply.replied_to.name)}`}
          </Text>
          {reply.is_author_muted && !showMuted ? (
            <Group gap="xs" mt={6}>
              <Text size="sm" c="dimmed" fs="italic">
                {ui.mutedReply(reply.user.name)}
              </Text>
              <Button size="compact-xs" variant="subtle" onClick={() => setShowMuted(true)}>
                {ui.showMuted}
              </Button>
            </Group>
          ) : (
            <Box mt={6}>
              <HtmlContent html={reply.reply_text} />
            </Box>
          )}
          {!compact && (
            <Group gap={4} mt="xs" wrap="wrap">
              {reaction('Liked', reply.reaction_counts.liked)}
              {reaction('Loved', reply.reaction_counts.loved)}
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconMessageReply size={16} aria-hidden />}
                aria-expanded={replying}
                onClick={() => setReplying((v) => !v)}
                aria-label={ui.replyTo(reply.user.name)}
              >
                {ui.reply}
              </Button>
              {!mine && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconFlag size={16} aria-hidden />}
                  disabled={reply.is_flagged_by_current_user}
                  onClick={() => setFlagOpen(true)}
                >
                  {reply.is_flagged_by_current_user ? ui.flagged : ui.flag}
                </Button>
              )}
              {mine && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  c="red.9"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() =>
                    ask({
                      title: ui.deleteReplyTitle,
                      message: ui.deleteReplyConfirm,
                      confirmLabel: ui.delete,
                      danger: true,
                      onConfirm: () => remove.mutateAsync(reply.id),
                    })
                  }
                >
                  {ui.delete}
                </Button>
              )}
              {mine && <StrugglingControl kind="reply" id={reply.id} marked={reply.is_struggling} />}
              {viewer.isModerator && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  loading={visibility.isPending}
                  onClick={() => visibility.mutate({ replyId: reply.id, hidden: !reply.is_hidden })}
                >
                  {reply.is_hidden ? ui.unhide : ui.hide}
                </Button>
              )}
            </Group>
          )}
          {compact && (
            <Text size="xs" c="dimmed" mt={4}>
              {ui.likeLabel(reply.reaction_counts.liked)} · {ui.loveLabel(reply.reaction_counts.loved)}
            </Text>
          )}
          {replying && (
            <Box mt="sm">
              <LazyRichTextEditor
                label={ui.replyTo(reply.user.name)}
                submitLabel={ui.postReply}
                autoFocus
                onCancel={() => setReplying(false)}
                onSubmit={(html) =>
                  createReply.mutateAsync({ threadId, body: { reply_id: reply.id, reply_text: html } }).then(() => setReplying(false))
                }
              />
            </Box>
          )}
          {!nested && !compact && 'flatten_replies' in reply && reply.total_replies > 0 && <NestedReplies reply={reply} ctx={ctx} />}
        </Box>
      </Group>
      <FlagReplyModal replyId={reply.id} opened={flagOpen} onClose={() => setFlagOpen(false)} />
      {dialog}
    </Card>
  );
}

/** A top-level reply's nested replies: its first 5 come with it; 'Load more' asks 5 more (spec 3 section 4). */
function NestedReplies({ reply, ctx }: { reply: Reply; ctx: ReplyContext }) {
  const [shown, setShown] = useState(true);
  const [more, setMore] = useState(false);
  const extra = useNestedReplies(ctx.threadId, reply.id, more);
  const seen = new Set<number>();
  const items = [...reply.flatten_replies, ...(extra.data?.pages.flatMap((p) => p.items) ?? [])].filter(
    (r) => !seen.has(r.id) && seen.add(r.id),
  );
  const hasMore = items.length < reply.total_replies && (!more || extra.isPending || extra.hasNextPage);
  const listId = `nested-${reply.id}`;
  return (
    <Box mt="sm">
      <Button size="compact-sm" variant="subtle" aria-expanded={shown} aria-controls={listId} onClick={() => setShown((v) => !v)}>
        {shown ? ui.hideReplies : ui.showReplies(reply.total_replies)}
      </Button>
      {shown && (
        <Stack gap="xs" mt="xs" id={listId}>
          {items.map((r) => (
            <ReplyCard key={r.id} reply={r} ctx={ctx} nested />
          ))}
          {extra.isError && (
            <Text size="sm" c="red.8" role="alert">
              {toasts.loadMore}
            </Text>
          )}
          {hasMore && (
            <Button
              size="compact-sm"
              variant="light"
              loading={extra.isFetching}
              onClick={() => (more ? void extra.fetchNextPage() : setMore(true))}
              style={{ alignSelf: 'flex-start' }}
            >
              {ui.loadMore}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
