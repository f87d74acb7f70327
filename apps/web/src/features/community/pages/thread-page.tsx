import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import {
  COMMUNITY_CATEGORIES,
  REPLIES_PER_PAGE,
  communityTexts as texts,
  communityToasts as toasts,
  type ReactionType,
} from '@holdfast/shared/community';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { PageFrame } from '@/components/page-frame';
import { useFavouriteReplies } from '../api/list-favourite-replies';
import { useMyReactions } from '../api/list-my-reactions';
import { useReplies } from '../api/list-replies';
import { useThread } from '../api/get-thread';
import { useTopic } from '../api/get-topic';
import { markThreadViewed } from '../api/mark-thread-viewed';
import { useCreateReply } from '../api/create-reply';
import { CommunityBreadcrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { LazyRichTextEditor } from '../components/lazy-editor';
import { Pager } from '../components/pager';
import { CommunityAvatar } from '../components/people';
import { PersonTrigger } from '../components/user-detail';
import { AnonymousAuthorMenu } from '../components/anonymous-author';
import { QueryProblem } from '../components/query-problem';
import { ReplyCard, type ReplyContext } from '../components/reply-card';
import { WatchButton } from '../components/watch-button';
import { ContentWarningGate } from '../components/content-warning';
import { CrisisModal, StrugglingBadge, StrugglingControl } from '../components/struggling';
import { postedAt } from '../lib/dates';
import { usePageParam } from '../lib/page-param';
import { communityUi as ui } from '../lib/texts';
import { useViewer } from '../lib/viewer';

const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : 0);

/**
 * /community/threads/{id} and /community/topics/{topicId}/threads/{id} (spec 3 section 2): the
 * thread's HTML, Watch/Unwatch Thread, favourite replies, replies 15 a page with their nested
 * replies, and the reply editor. Opening it marks the thread viewed.
 */
export function ThreadPage() {
  const threadId = idOf(useParams().threadId);
  const [page, setPage] = usePageParam();
  const thread = useThread(threadId);
  const topic = useTopic(thread.data?.topic_id ?? 0);
  const replies = useReplies(threadId, page);
  const favourites = useFavouriteReplies(threadId);
  const reactions = useMyReactions(threadId);
  const viewer = useViewer();
  const createReply = useCreateReply();
  const viewed = useRef(0);
  // Started as struggling (the new-thread page says so): the crisis resources show at once.
  const location = useLocation();
  const [crisisOpen, setCrisisOpen] = useState(() => (location.state as { struggling?: boolean } | null)?.struggling === true);

  useEffect(() => {
    if (!thread.isSuccess || viewed.current === threadId) return;
    viewed.current = threadId;
    markThreadViewed(threadId).catch(() => undefined);
  }, [thread.isSuccess, threadId]);

  const myReactions = useMemo(
    () => new Map<number, ReactionType>((reactions.data ?? []).map((r) => [r.reply_id, r.reaction_type])),
    [reactions.data],
  );
  const ctx: ReplyContext = { threadId, viewer, myReactions };

  if (!threadId || thread.isError) {
    return (
      <QueryProblem
        error={thread.error ?? { status: 404 }}
        title={toasts.fetchThread}
        notFoundToast={toasts.initializeThread}
        onRetry={() => void thread.refetch()}
      />
    );
  }
  if (thread.isPending) return <ListSkeleton label="Loading the thread" rows={4} height={120} heading />;
  const t = thread.data;
  const category = topic.data ? COMMUNITY_CATEGORIES.find((c) => c.key === topic.data.category_key) : undefined;

  const postReply = async (html: string) => {
    const total = replies.data?.totalItems ?? 0;
    await createReply.mutateAsync({ threadId, body: { reply_id: null, reply_text: html } });
    // A new top-level reply is the last one (oldest first): show its page.
    setPage(Math.max(1, Math.ceil((total + 1) / REPLIES_PER_PAGE)));
  };

  return (
    <PageFrame
      title={t.title}
      size="md"
      above={
        <CommunityBreadcrumbs
          steps={[
            { label: ui.forumsTitle, to: '/community' },
            ...(category ? [{ label: category.name, to: `/community/categories/${category.key}` }] : []),
            ...(topic.data ? [{ label: topic.data.name, to: `/community/topics/${topic.data.id}` }] : []),
            { label: t.title },
          ]}
        />
      }
      action={<WatchButton type="thread" id={t.id} watched={t.is_watched} />}
    >
      <Card withBorder radius="md" p="md" component="article" aria-label={t.title}>
        <Group gap="sm" mb="sm" wrap="nowrap">
          {t.author.id !== 0 || t.is_mine ? (
            <PersonTrigger userId={t.author.id} label={ui.detailsOf(t.author.name)}>
              <CommunityAvatar person={t.author} />
            </PersonTrigger>
          ) : t.author_handle ? (
            <AnonymousAuthorMenu handle={t.author_handle}>
              <CommunityAvatar person={t.author} />
            </AnonymousAuthorMenu>
          ) : (
            // An erased author ('Deleted member'): nobody to open or act on.
            <CommunityAvatar person={t.author} />
          )}
          <div>
            <Text fw={700}>{t.author.name}</Text>
            <Text size="xs" c="dimmed">
              <time dateTime={t.created_at}>{postedAt(t.created_at)}</time>
            </Text>
          </div>
        </Group>
        <ContentWarningGate warning={t.content_warning}>
          <HtmlContent html={t.content} />
        </ContentWarningGate>
        <Text size="xs" c="dimmed" mt="sm">
          {ui.repliesOf(t.total_replies)} · {ui.viewsOf(t.total_views)} · {ui.participantsOf(t.total_users)}
        </Text>
        {(t.is_struggling || t.author.id === viewer.id) && (
          <Group gap="xs" mt="sm">
            {t.is_struggling && <StrugglingBadge />}
            {t.author.id === viewer.id && <StrugglingControl kind="thread" id={t.id} marked={t.is_struggling} />}
          </Group>
        )}
      </Card>
      <CrisisModal opened={crisisOpen} message={texts.markedStruggling} onClose={() => setCrisisOpen(false)} />

      {favourites.data && favourites.data.length > 0 && (
        <Box component="section" aria-labelledby="favourite-replies">
          <Title order={2} fz="lg" id="favourite-replies" mb="xs">
            {ui.favourites}
          </Title>
          <Stack gap="xs">
            {favourites.data.map((r) => (
              <ReplyCard key={r.id} reply={r} ctx={ctx} compact />
            ))}
          </Stack>
        </Box>
      )}

      <Box component="section" aria-labelledby="thread-replies">
        <Title order={2} fz="lg" id="thread-replies" mb="xs">
          {ui.replies}
        </Title>
        {replies.isPending ? (
          <ListSkeleton label="Loading replies" rows={3} height={110} />
        ) : replies.isError ? (
          <LoadFailure title={toasts.loadMessages} onRetry={() => void replies.refetch()} />
        ) : !replies.data.items.length ? (
          <EmptyCard>
            <Text c="dimmed">{ui.noReplies}</Text>
          </EmptyCard>
        ) : (
          <Stack gap="sm" aria-busy={replies.isPlaceholderData}>
            {replies.data.items.map((r) => (
              <ReplyCard key={r.id} reply={r} ctx={ctx} />
            ))}
            <Pager page={replies.data.page} totalPages={replies.data.totalPages} onPage={setPage} label="Reply pages" />
          </Stack>
        )}
      </Box>

      <Box component="section" aria-label={ui.yourReply}>
        <LazyRichTextEditor label={ui.yourReply} submitLabel={ui.postReply} onSubmit={postReply} />
      </Box>
    </PageFrame>
  );
}
