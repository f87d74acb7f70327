import { Accordion, Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye, IconMessages, IconShield } from '@tabler/icons-react';
import { Link } from 'react-router';
import { IconSearch } from '@tabler/icons-react';
import { communityToasts as toasts, type Category } from '@holdfast/shared/community';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { PageFrame } from '@/components/page-frame';
import { useCategories } from '../api/list-categories';
import { useConfigThreadIds } from '../api/get-config-thread-ids';
import { useThreadsByIds } from '../api/list-threads-by-ids';
import { AvatarStack } from '../components/people';
import { QueryProblem } from '../components/query-problem';
import { ThreadRow } from '../components/thread-row';
import { communityUi as ui } from '../lib/texts';
import { useViewer } from '../lib/viewer';

function CategoryTile({ category }: { category: Category }) {
  return (
    <Card
      component={Link}
      to={`/community/categories/${category.key}`}
      withBorder
      radius="lg"
      p="lg"
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <Stack gap="xs" h="100%" justify="space-between">
        <div>
          <Text fw={700} fz="lg">
            {category.name}
          </Text>
          <Text size="sm" c="dimmed">
            {ui.topicsOf(category.total_topics)} · {ui.threadsOf(category.total_threads)}
          </Text>
        </div>
        <AvatarStack users={category.users} total={category.total_users} />
      </Stack>
    </Card>
  );
}

/** The recommended threads accordion: ids from the CommunityDashboardAccordionList config. */
function RecommendedThreads() {
  const ids = useConfigThreadIds('CommunityDashboardAccordionList');
  const threads = useThreadsByIds(ids.data ?? [], ids.isSuccess);
  return (
    <Accordion variant="separated" radius="md">
      <Accordion.Item value="recommended">
        <Accordion.Control>{ui.recommended}</Accordion.Control>
        <Accordion.Panel>
          {ids.isError || threads.isError ? (
            <LoadFailure title={toasts.fetchRecommended} onRetry={() => void (ids.isError ? ids.refetch() : threads.refetch())} />
          ) : ids.isPending || (ids.data.length > 0 && threads.isPending) ? (
            <ListSkeleton label="Loading recommended threads" rows={2} />
          ) : !threads.data?.length ? (
            <Text c="dimmed" size="sm">
              {ui.noRecommended}
            </Text>
          ) : (
            <Stack gap="xs">
              {threads.data.map((t) => (
                <ThreadRow key={t.id} thread={t} to={`/community/threads/${t.id}`} />
              ))}
            </Stack>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** /community: the category tiles (spec 3 section 2), recommended threads, the watch lists. */
export function CommunityPage() {
  const categories = useCategories();
  const viewer = useViewer();
  return (
    <PageFrame
      title={ui.forumsTitle}
      intro={ui.forumsIntro}
      size="md"
      action={
        <Group gap="xs">
          <Button component={Link} to="/community/search" variant="default" size="sm" leftSection={<IconSearch size={16} aria-hidden />}>
            {ui.search}
          </Button>
          <Button
            component={Link}
            to="/community/watched-threads"
            variant="light"
            size="sm"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {ui.watchedThreads}
          </Button>
          <Anchor component={Link} to="/community/watched-topics" size="sm">
            {ui.watchedTopics}
          </Anchor>
          <Anchor component={Link} to="/community/members" size="sm">
            {ui.membersTitle}
          </Anchor>
          {viewer.isCommunityAdmin && (
            <Button
              component={Link}
              to="/community/moderation"
              variant="default"
              size="sm"
              leftSection={<IconShield size={16} aria-hidden />}
            >
              {ui.moderation}
            </Button>
          )}
        </Group>
      }
    >
      {categories.isPending ? (
        <ListSkeleton label="Loading categories" rows={6} height={110} />
      ) : categories.isError ? (
        <QueryProblem error={categories.error} title={toasts.fetchItems} onRetry={() => void categories.refetch()} />
      ) : !categories.data.length ? (
        <EmptyCard>
          <IconMessages aria-hidden />
          <Text c="dimmed">{ui.noTopics}</Text>
        </EmptyCard>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="section" aria-label="Categories">
          {categories.data.map((c) => (
            <CategoryTile key={c.key} category={c} />
          ))}
        </SimpleGrid>
      )}
      <RecommendedThreads />
    </PageFrame>
  );
}
