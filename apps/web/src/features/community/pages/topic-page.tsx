import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { COMMUNITY_CATEGORIES, communityToasts as toasts } from '@holdfast/shared/community';
import { EmptyCard, ListSkeleton } from '@/components/query-states';
import { PageFrame } from '@/components/page-frame';
import { useThreads } from '../api/list-threads';
import { useTopic } from '../api/get-topic';
import { CommunityBreadcrumbs } from '../components/breadcrumbs';
import { Pager } from '../components/pager';
import { QueryProblem } from '../components/query-problem';
import { ThreadRow } from '../components/thread-row';
import { WatchButton } from '../components/watch-button';
import { usePageParam } from '../lib/page-param';
import { communityUi as ui } from '../lib/texts';

const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : 0);

/** /community/topics/{id}: the topic, Watch/Unwatch Topic, its threads 15 a page (pinned first). */
export function TopicPage() {
  const topicId = idOf(useParams().topicId);
  const [page, setPage] = usePageParam();
  const topic = useTopic(topicId);
  const threads = useThreads(topicId, page);

  if (!topicId || topic.isError) {
    return (
      <QueryProblem
        error={topic.error ?? { status: 404 }}
        title={toasts.fetchTopic}
        notFoundToast={toasts.fetchTopic}
        onRetry={() => void topic.refetch()}
      />
    );
  }
  if (topic.isPending) return <ListSkeleton label="Loading the topic" rows={5} height={90} heading />;
  const t = topic.data;
  const category = COMMUNITY_CATEGORIES.find((c) => c.key === t.category_key);
  return (
    <PageFrame
      title={t.name}
      intro={t.description || undefined}
      above={
        <CommunityBreadcrumbs
          steps={[
            { label: ui.forumsTitle, to: '/community' },
            ...(category ? [{ label: category.name, to: `/community/categories/${category.key}` }] : []),
            { label: t.name },
          ]}
        />
      }
    >
      <Group gap="sm">
        <Button component={Link} to={`/community/topics/${t.id}/new-thread`} leftSection={<IconPlus size={16} aria-hidden />}>
          {ui.startThread}
        </Button>
        <WatchButton type="topic" id={t.id} watched={t.is_watched} />
      </Group>
      {threads.isPending ? (
        <ListSkeleton label="Loading threads" rows={5} height={90} />
      ) : threads.isError ? (
        <QueryProblem error={threads.error} title={toasts.fetchItems} onRetry={() => void threads.refetch()} />
      ) : !threads.data.items.length ? (
        <EmptyCard>
          <Text c="dimmed">{ui.noThreads}</Text>
        </EmptyCard>
      ) : (
        <Stack gap="sm" component="section" aria-label="Threads" aria-busy={threads.isPlaceholderData}>
          {threads.data.items.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} to={`/community/topics/${t.id}/threads/${thread.id}`} />
          ))}
          <Pager page={threads.data.page} totalPages={threads.data.totalPages} onPage={setPage} label="Thread pages" />
        </Stack>
      )}
    </PageFrame>
  );
}
