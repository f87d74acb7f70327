import { Button, Card, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { communityToasts as toasts } from '@holdfast/shared/community';
import { EmptyCard, ListSkeleton } from '@/components/query-states';
import { PageFrame } from '@/components/page-frame';
import { notify } from '@/lib/notify';
import { useUserReplies } from '../api/list-user-replies';
import { useWatchedThreads } from '../api/list-watched-threads';
import { useWatchedTopics } from '../api/list-watched-topics';
import { CommunityBreadcrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { QueryProblem } from '../components/query-problem';
import { ThreadRow } from '../components/thread-row';
import { dayOf, postedAt } from '../lib/dates';
import { communityUi as ui } from '../lib/texts';
import { useInfiniteScroll } from '../lib/use-infinite-scroll';
import { useParams } from 'react-router';

type Paged = ReturnType<typeof useWatchedThreads> | ReturnType<typeof useWatchedTopics> | ReturnType<typeof useUserReplies>;

/** The end of an infinite list: loads the next page on approach (50 px) or on the button (keyboard). */
function ListEnd({ query }: { query: Paged }) {
  const more = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const sentinel = useInfiniteScroll(more, !!query.hasNextPage && !query.isFetchNextPageError);
  useEffect(() => {
    if (query.isFetchNextPageError) notify.error(toasts.loadMore);
  }, [query.isFetchNextPageError]);
  if (!query.hasNextPage) return null;
  return (
    <div ref={sentinel}>
      <Button variant="light" fullWidth loading={query.isFetchingNextPage} onClick={more}>
        {ui.next}
      </Button>
    </div>
  );
}

/** A paged community list: skeleton, problem, empty card, or the items with their ListEnd. */
function ScrollList<T>({
  query,
  items,
  pending,
  loadingLabel,
  skeletonHeight,
  failureTitle,
  empty,
  renderItem,
}: {
  query: Paged;
  items: T[];
  pending: boolean;
  loadingLabel: string;
  skeletonHeight: number;
  failureTitle: string;
  empty: string;
  renderItem: (item: T) => ReactNode;
}) {
  if (pending) return <ListSkeleton label={loadingLabel} rows={4} height={skeletonHeight} />;
  if (query.isError) return <QueryProblem error={query.error} title={failureTitle} onRetry={() => void query.refetch()} />;
  if (!items.length) {
    return (
      <EmptyCard>
        <Text c="dimmed">{empty}</Text>
      </EmptyCard>
    );
  }
  return (
    <Stack gap="sm">
      {items.map(renderItem)}
      <ListEnd query={query} />
    </Stack>
  );
}

const crumbs = (label: string) => <CommunityBreadcrumbs steps={[{ label: ui.forumsTitle, to: '/community' }, { label }]} />;

/** /community/watched-threads (spec 3 section 2): 15 at a time as the list scrolls. */
export function WatchedThreadsPage() {
  const list = useWatchedThreads();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <PageFrame title={ui.watchedThreads} above={crumbs(ui.watchedThreads)}>
      <ScrollList
        query={list}
        items={items}
        pending={list.isPending}
        loadingLabel="Loading watched threads"
        skeletonHeight={90}
        failureTitle={toasts.fetchWatchList}
        empty={ui.noWatchedThreads}
        renderItem={(t) => <ThreadRow key={t.id} thread={t} to={`/community/threads/${t.id}`} />}
      />
    </PageFrame>
  );
}

/** /community/watched-topics: the topics I watch. */
export function WatchedTopicsPage() {
  const list = useWatchedTopics();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <PageFrame title={ui.watchedTopics} above={crumbs(ui.watchedTopics)}>
      <ScrollList
        query={list}
        items={items}
        pending={list.isPending}
        loadingLabel="Loading watched topics"
        skeletonHeight={80}
        failureTitle={toasts.fetchWatchList}
        empty={ui.noWatchedTopics}
        renderItem={(t) => (
          <Card
            key={t.id}
            component={Link}
            to={`/community/topics/${t.id}`}
            withBorder
            radius="md"
            p="md"
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            <Text fw={700}>{t.name}</Text>
            <Text size="xs" c="dimmed">
              {ui.threadsOf(t.total_threads)}
              {t.activity && ` · ${ui.lastActivity(dayOf(t.activity))}`}
            </Text>
          </Card>
        )}
      />
    </PageFrame>
  );
}

/** /community/user-activity/{id}: a member's recent replies, each linking to its thread. */
export function UserActivityPage() {
  const raw = useParams().userId;
  const userId = raw && /^\d+$/.test(raw) ? Number(raw) : 0;
  const list = useUserReplies(userId);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <PageFrame title={ui.userActivity} above={crumbs(ui.userActivity)}>
      <ScrollList
        query={list}
        items={items}
        pending={list.isPending && !!userId}
        loadingLabel="Loading activity"
        skeletonHeight={80}
        failureTitle={toasts.fetchActivity}
        empty={toasts.noActivity}
        renderItem={(r) => (
          <Card key={r.id} withBorder radius="md" p="md">
            <Text component={Link} to={`/community/threads/${r.thread.id}`} fw={700} c="harbor.8" style={{ overflowWrap: 'anywhere' }}>
              {r.thread.title}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              <time dateTime={r.created_at}>{postedAt(r.created_at)}</time>
            </Text>
            <HtmlContent html={r.reply_text} />
          </Card>
        )}
      />
    </PageFrame>
  );
}
