import { Anchor, Card, NavLink, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { configsConsoleTexts as t, configsWebPaths, systemConfigLabels } from '@holdfast/shared/admin';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useListSystemConfigs } from '../api/list-system-configs';
import { ConfigEditor } from '../components/config-editor';

const labelOf = (type: string) => systemConfigLabels[type] ?? { title: type, about: '' };

/**
 * /admin/configs and /admin/configs/:type: every system config GET system-configs lists; the chosen
 * one is edited with the form generated from its schema, beside a preview.
 */
export function ConfigsPage() {
  const { type } = useParams();
  const list = useListSystemConfigs();
  const chosen = list.data?.find((c) => c.type === type);
  return (
    <PageFrame
      title={chosen ? labelOf(chosen.type).title : t.configs}
      intro={chosen ? labelOf(chosen.type).about : t.configsIntro}
      size="lg"
      above={
        chosen && (
          <Anchor component={Link} to={configsWebPaths.configs} size="sm">
            ← {t.configs}
          </Anchor>
        )
      }
    >
      {list.isPending ? (
        <ListSkeleton label={t.configs} rows={5} />
      ) : list.isError ? (
        <LoadFailure title={t.loadFailed} onRetry={() => void list.refetch()} />
      ) : chosen ? (
        <ConfigEditor key={chosen.type} config={chosen} />
      ) : type ? (
        <EmptyCard>
          <Text c="dimmed">{t.noItems}</Text>
        </EmptyCard>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((c) => (
            <Card key={c.type} component="li" withBorder radius="md" p={0}>
              <NavLink
                component={Link}
                to={configsWebPaths.config(c.type)}
                label={<Text fw={600}>{labelOf(c.type).title}</Text>}
                description={
                  <Stack gap={0}>
                    <Text size="sm">{labelOf(c.type).about}</Text>
                    <Text size="xs" c="dimmed">
                      {c.type}
                    </Text>
                  </Stack>
                }
              />
            </Card>
          ))}
        </SimpleGrid>
      )}
    </PageFrame>
  );
}
