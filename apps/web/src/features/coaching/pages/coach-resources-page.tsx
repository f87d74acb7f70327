import { Anchor, Breadcrumbs, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink, IconFileText, IconLink, IconPhoto, IconFileTypePdf } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { coachClientTexts as ct, coachingWebPaths as web, type CoachResource, type CoachResourceType } from '@holdfast/shared/coaching';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { notify } from '@/lib/notify';
import { useListMyCoachResources } from '../api/list-my-coach-resources';
import { ClientGate } from '../components/client-gate';
import { useListEnd } from '../lib/use-list-end';

const TYPE_ICON: Record<CoachResourceType, typeof IconFileText> = {
  image: IconPhoto,
  pdf: IconFileTypePdf,
  document: IconFileText,
  'external-link': IconLink,
};
const TYPE_LABEL: Record<CoachResourceType, string> = { image: 'Image', pdf: 'PDF', document: 'Document', 'external-link': 'Link' };

function ResourceRow({ resource }: { resource: CoachResource }) {
  const Icon = TYPE_ICON[resource.resource_type];
  const href = resource.file_url ?? resource.external_link;
  return (
    <Card withBorder radius="md" p="sm" component="li">
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {resource.title}
          </Text>
          <Text size="sm" c="dimmed">
            {TYPE_LABEL[resource.resource_type]} · {dayjs(resource.created_at).format('MMM D, YYYY')}
          </Text>
        </div>
        {href && (
          <Button
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="light"
            rightSection={<IconExternalLink size={14} aria-hidden />}
            aria-label={`${ct.openResource} ${resource.title} (opens in a new tab)`}
          >
            {ct.openResource}
          </Button>
        )}
      </Group>
    </Card>
  );
}

function ResourceList() {
  const query = useListMyCoachResources();
  const more = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const sentinel = useListEnd(more, !!query.hasNextPage && !query.isFetchNextPageError);
  const failed = query.isError;
  useEffect(() => {
    if (failed) notify.error(ct.resourcesFailed);
  }, [failed]);

  if (query.isPending) return <ListSkeleton label="Loading resources" rows={4} />;
  if (query.isError && !query.data) return <LoadFailure title={ct.resourcesFailed} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <EmptyCard>
        <Text c="dimmed">{ct.noResources}</Text>
      </EmptyCard>
    );
  }
  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={ct.coachResources}>
        {items.map((r) => (
          <ResourceRow key={r.id} resource={r} />
        ))}
      </Stack>
      <div ref={sentinel} />
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="subtle" onClick={more} loading={query.isFetchingNextPage}>
            {ct.loadMore}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** /coaching-center/coach-resources: my coach's files and links (each opens in a new tab), breadcrumb back to my coaching page. */
export function CoachResourcesPage() {
  const crumbs = (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs>
        <Anchor component={Link} to={web.clientHome} size="sm">
          {ct.pageTitle}
        </Anchor>
        <Text size="sm" aria-current="page">
          {ct.coachResources}
        </Text>
      </Breadcrumbs>
    </nav>
  );
  return (
    <ClientGate
      title={ct.coachResources}
      skeleton={
        <PageFrame title={ct.coachResources} above={crumbs}>
          <ListSkeleton label="Loading resources" rows={4} />
        </PageFrame>
      }
    >
      {() => (
        <PageFrame title={ct.coachResources} above={crumbs} intro={ct.resourcesIntro}>
          <ResourceList />
        </PageFrame>
      )}
    </ClientGate>
  );
}
