import { Anchor, Button, Card, Group, Loader, Menu, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDots, IconExternalLink, IconFile, IconFileTypePdf, IconPhoto, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  coachCentreTexts as c,
  coachingWebPaths as web,
  coachResourceTypeLabels,
  type CoachResource,
  type CoachResourceType,
} from '@holdfast/shared/coaching';
import { useConfirm } from '@/components/confirm-dialog';
import { OptionsMenu } from '@/components/options-menu';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useListResources } from '../api/list-resources';
import { useRemoveResource } from '../api/remove-resource';
import { CoachBreadcrumbs } from '../components/breadcrumbs';
import { ResourceFormModal } from '../components/resource-form-modal';
import { useInfiniteScroll } from '../lib/use-infinite-scroll';

const ICONS: Record<CoachResourceType, typeof IconFile> = {
  image: IconPhoto,
  pdf: IconFileTypePdf,
  document: IconFile,
  'external-link': IconExternalLink,
};

function ResourceRow({ resource, onRemove }: { resource: CoachResource; onRemove: () => void }) {
  const Icon = ICONS[resource.resource_type];
  const href = resource.resource_type === 'external-link' ? resource.external_link : resource.file_url;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" p="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          {href ? (
            <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={700} style={{ overflowWrap: 'anywhere' }}>
              {resource.title}
            </Anchor>
          ) : (
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {resource.title}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {coachResourceTypeLabels[resource.resource_type]} · {dayjs(resource.created_at).format('MMM D, YYYY')}
          </Text>
        </div>
      </Group>
      <OptionsMenu label={`Options for ${resource.title}`} icon={<IconDots size={18} aria-hidden />} color="gray">
        <Menu.Item color="red.9" onClick={onRemove}>
          {c.remove}
        </Menu.Item>
      </OptionsMenu>
    </Group>
  );
}

/** /coaching-center/resources (spec 3 section 2): Resource Management, the breadcrumb back, Add, the infinite list (15 a page), Remove per item. */
export function ResourcesPage() {
  const list = useListResources();
  const remove = useRemoveResource();
  const [adding, setAdding] = useState(false);
  const { ask, dialog } = useConfirm();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const more = () => void (list.hasNextPage && !list.isFetchingNextPage && list.fetchNextPage());
  const sentinel = useInfiniteScroll(more, !!list.hasNextPage && !list.isFetchNextPageError);

  let body;
  if (list.isPending) body = <ListSkeleton label="Loading resources" rows={3} />;
  else if (list.isError) body = <LoadFailure title={c.resourcesFailed} onRetry={() => void list.refetch()} />;
  else if (items.length === 0) {
    body = (
      <EmptyCard>
        <Text fw={600}>{c.noResources}</Text>
      </EmptyCard>
    );
  } else {
    body = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={c.coachResources}>
        {items.map((resource) => (
          <Card key={resource.id} component="li" withBorder radius="md" p={0}>
            <ResourceRow
              resource={resource}
              onRemove={() =>
                ask({
                  title: c.removeResourceTitle,
                  message: `Remove “${resource.title}”? Your clients will no longer see it.`,
                  confirmLabel: c.remove,
                  danger: true,
                  onConfirm: () => remove.mutateAsync(resource.id),
                })
              }
            />
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <PageFrame
      size="md"
      above={<CoachBreadcrumbs steps={[{ label: c.title, to: web.centre }, { label: c.resourceManagement }]} />}
      title={c.resourceManagement}
      action={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
          {c.addResource}
        </Button>
      }
    >
      {body}
      <div ref={sentinel} aria-hidden />
      {list.isFetchingNextPage && <Loader size="sm" mx="auto" aria-label="Loading more resources" />}
      {list.hasNextPage && !list.isFetchingNextPage && (
        <Button variant="subtle" onClick={more}>
          Show more
        </Button>
      )}
      <ResourceFormModal opened={adding} onClose={() => setAdding(false)} />
      {dialog}
    </PageFrame>
  );
}
