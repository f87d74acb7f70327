import { Card, Group, Stack, Text } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { COMMUNITY_CATEGORIES, communityToasts as toasts } from '@holdfast/shared/community';
import { EmptyCard, ListSkeleton } from '@/components/query-states';
import { PageFrame } from '@/components/page-frame';
import { useTopics } from '../api/list-topics';
import { CommunityBreadcrumbs } from '../components/breadcrumbs';
import { AvatarStack } from '../components/people';
import { QueryProblem } from '../components/query-problem';
import { dayOf } from '../lib/dates';
import { communityUi as ui } from '../lib/texts';

/** /community/categories/{key}: the topics of one category. */
export function CategoryPage() {
  const { key = '' } = useParams();
  const category = COMMUNITY_CATEGORIES.find((c) => c.key === key);
  const topics = useTopics(key);
  if (!category) return <Navigate to="/PageNotFound" replace />;
  return (
    <PageFrame
      title={category.name}
      above={<CommunityBreadcrumbs steps={[{ label: ui.forumsTitle, to: '/community' }, { label: category.name }]} />}
    >
      {topics.isPending ? (
        <ListSkeleton label="Loading topics" rows={4} height={90} />
      ) : topics.isError ? (
        <QueryProblem
          error={topics.error}
          title={toasts.fetchItems}
          notFoundToast={toasts.fetchItems}
          onRetry={() => void topics.refetch()}
        />
      ) : !topics.data.length ? (
        <EmptyCard>
          <Text c="dimmed">{ui.noTopics}</Text>
        </EmptyCard>
      ) : (
        <Stack gap="sm">
          {topics.data.map((topic) => (
            <Card
              key={topic.id}
              component={Link}
              to={`/community/topics/${topic.id}`}
              withBorder
              radius="md"
              p="md"
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {topic.name}
              </Text>
              {topic.description && (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {topic.description}
                </Text>
              )}
              <Group justify="space-between" mt="xs" gap="xs">
                <Text size="xs" c="dimmed">
                  {ui.threadsOf(topic.total_threads)}
                  {topic.activity && ` · ${ui.lastActivity(dayOf(topic.activity))}`}
                </Text>
                <AvatarStack users={topic.users} total={topic.total_users} />
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
