import { Anchor, Badge, Card, Chip, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { resourcesTexts as t } from '@holdfast/shared/resources';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useResources } from '../api/get-resources';
import { byCategory, filterResources } from '../lib/filter-resources';

/**
 * /resources (spec 1's General menu): the library the team publishes, by category, with a search
 * over titles and descriptions and one chip per category; leaders also see the leaders' items.
 */
export function ResourcesPage() {
  const library = useResources();
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  return (
    <PageFrame title={t.title} intro={t.intro} size="md">
      {library.isPending ? (
        <ListSkeleton label="Loading resources" rows={4} />
      ) : library.isError ? (
        <LoadFailure title={t.loadFailed} onRetry={() => void library.refetch()} />
      ) : library.data.items.length === 0 ? (
        <EmptyCard>
          <Text>{t.empty}</Text>
        </EmptyCard>
      ) : (
        <Stack gap="md">
          <TextInput
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            type="search"
          />
          <Chip.Group value={category ?? ''} onChange={(v) => setCategory(typeof v === 'string' && v ? v : null)}>
            <Group gap="xs" role="group" aria-label="Categories">
              <Chip value="">{t.allCategories}</Chip>
              {library.data.categories.map((c) => (
                <Chip key={c} value={c}>
                  {c}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {(() => {
            const groups = byCategory(filterResources(library.data.items, category, search), library.data.categories);
            if (!groups.length)
              return (
                <EmptyCard>
                  <Text>{t.noMatch}</Text>
                </EmptyCard>
              );
            return groups.map((g) => (
              <section key={g.category} aria-label={g.category}>
                <Title order={2} fz="lg" mb="xs">
                  {g.category}
                </Title>
                <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {g.items.map((r) => (
                    <Card key={r.id} withBorder radius="md" padding="sm" component="li">
                      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
                          <Anchor
                            href={r.url ?? undefined}
                            target="_blank"
                            rel="noopener noreferrer"
                            fw={600}
                            style={{ overflowWrap: 'anywhere' }}
                          >
                            {r.title}
                          </Anchor>
                          {r.description && (
                            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                              {r.description}
                            </Text>
                          )}
                        </Stack>
                        <Group gap={6}>
                          <Badge variant="light">{t.kinds[r.kind]}</Badge>
                          {r.audience === 'leaders' && (
                            <Badge variant="outline" color="gray">
                              {t.leadersOnly}
                            </Badge>
                          )}
                        </Group>
                      </Group>
                    </Card>
                  ))}
                </Stack>
              </section>
            ));
          })()}
        </Stack>
      )}
    </PageFrame>
  );
}
