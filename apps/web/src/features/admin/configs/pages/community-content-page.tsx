import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  TOPIC_DESCRIPTION_LIMIT,
  TOPIC_NAME_LIMIT,
  configsConsoleTexts as t,
  type AdminCommunityContent,
  type AdminThreadRef,
  type AdminTopic,
} from '@holdfast/shared/admin';
import { PageFrame } from '@/components/page-frame';
import { ListSkeleton, LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useCommunityContent } from '../api/get-community-content';
import { useSearchThreads } from '../api/search-threads';
import { useTopicAction } from '../api/topic-action';
import { useUpdateSystemConfig } from '../api/update-system-config';
import { PolicyPreview } from '../components/config-preview';
import { MoveButtons } from '../components/move-buttons';
import { moved } from '../components/reorder';

/**
 * /admin/community-content: each category's topics (add, rename, order), the recommended and menu
 * thread lists and the partners' thread (picked among threads that exist), and the policy text
 * (HTML the server sanitizes; previewed as members read it, never inserted as HTML).
 */
export function CommunityContentPage() {
  const content = useCommunityContent();
  return (
    <PageFrame title={t.communityContent} intro={t.communityContentIntro} size="md">
      {content.isPending ? (
        <ListSkeleton label={t.communityContent} rows={6} />
      ) : content.isError ? (
        <LoadFailure title={t.loadFailed} onRetry={() => void content.refetch()} />
      ) : (
        <Stack gap="xl">
          <ThreadList title={t.recommended} type="CommunityDashboardAccordionList" initial={content.data.recommended} />
          <ThreadList title={t.menu} type="CommunityMenuThread" initial={content.data.menu} />
          <ThreadList
            title={t.partnersThread}
            type="AccountabilityPartnersThread"
            initial={content.data.partners_thread ? [content.data.partners_thread] : []}
            single
          />
          <Policy key={content.data.policy} initial={content.data.policy} />
          <Topics content={content.data} />
        </Stack>
      )}
    </PageFrame>
  );
}

function ThreadList({ title, type, initial, single }: { title: string; type: string; initial: AdminThreadRef[]; single?: boolean }) {
  const [threads, setThreads] = useState(initial);
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 250);
  const found = useSearchThreads(debounced.trim());
  const save = useUpdateSystemConfig();
  const [error, setError] = useState<string>();
  const id = `threads-${type}`;
  const changed = JSON.stringify(threads.map((x) => x.id)) !== JSON.stringify(initial.map((x) => x.id));
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {threads.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.noItems}
        </Text>
      )}
      <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {threads.map((th, i) => (
          <Card key={th.id} component="li" withBorder p="xs" radius="md">
            <Group gap="xs" wrap="nowrap">
              {!single && (
                <MoveButtons
                  name={th.title}
                  first={i === 0}
                  last={i === threads.length - 1}
                  onMove={(by) => setThreads(moved(threads, i, by))}
                />
              )}
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {th.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {th.topic} · #{th.id}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t.remove}: ${th.title}`}
                onClick={() => setThreads(threads.filter((x) => x.id !== th.id))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Card>
        ))}
      </Stack>
      <TextInput label={`${t.searchThreads} (${title})`} value={q} onChange={(e) => setQ(e.currentTarget.value)} maxLength={100} />
      <Stack gap={4}>
        {(found.data?.items ?? [])
          .filter((r) => !threads.some((x) => x.id === r.id))
          .slice(0, 5)
          .map((r) => (
            <Group key={r.id} gap="xs" wrap="nowrap">
              <ActionIcon variant="light" aria-label={`${t.add}: ${r.title}`} onClick={() => setThreads(single ? [r] : [...threads, r])}>
                <IconPlus size={16} aria-hidden />
              </ActionIcon>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.title}{' '}
                <Text span c="dimmed" size="xs">
                  {r.topic}
                </Text>
              </Text>
            </Group>
          ))}
      </Stack>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          disabled={!changed}
          loading={save.isPending}
          onClick={() => {
            setError(undefined);
            const ids = threads.map((x) => x.id);
            save.mutate(
              { type, config: single ? { thread_id: ids[0] ?? null } : { thread_ids: ids } },
              { onError: (e) => isApiError(e) && setError(Object.values(e.errors)[0]?.[0] ?? e.message) },
            );
          }}
        >
          {t.save}
        </Button>
      </Group>
    </Stack>
  );
}

function Policy({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  const [error, setError] = useState<string>();
  const save = useUpdateSystemConfig();
  return (
    <Stack gap="xs" component="section" aria-labelledby="policy-title">
      <Title order={2} fz="lg" id="policy-title">
        {t.policy}
      </Title>
      <Textarea
        label={t.policy}
        value={html}
        error={error}
        rows={8}
        onChange={(e) => {
          setHtml(e.currentTarget.value);
          setError(undefined);
        }}
      />
      <PolicyPreview html={html} />
      <Group justify="flex-end">
        <Button
          disabled={html === initial}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { type: 'CommunityPolicy', config: { community_policy_content: html } },
              { onError: (e) => isApiError(e) && setError(Object.values(e.errors)[0]?.[0] ?? e.message) },
            )
          }
        >
          {t.save}
        </Button>
      </Group>
    </Stack>
  );
}

function Topics({ content }: { content: AdminCommunityContent }) {
  const action = useTopicAction();
  return (
    <Stack gap="lg">
      {content.categories.map((c) => (
        <Stack key={c.key} gap="xs" component="section" aria-labelledby={`cat-${c.key}`}>
          <Title order={2} fz="lg" id={`cat-${c.key}`}>
            {`Topics: ${c.name}`}
          </Title>
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {c.topics.map((tp, i) => (
              <TopicRow
                key={tp.id}
                topic={tp}
                first={i === 0}
                last={i === c.topics.length - 1}
                onMove={(by) => action.mutate({ kind: 'order', key: c.key, ids: moved(c.topics, i, by).map((x) => x.id) })}
              />
            ))}
          </Stack>
          <TopicForm
            label={`${t.addTopic} (${c.name})`}
            onSave={(name, description, done) => action.mutate({ kind: 'add', key: c.key, name, description }, done)}
          />
        </Stack>
      ))}
    </Stack>
  );
}

type Done = { onSuccess: () => void; onError: (e: unknown) => void };

function TopicRow({ topic, first, last, onMove }: { topic: AdminTopic; first: boolean; last: boolean; onMove: (by: -1 | 1) => void }) {
  const action = useTopicAction();
  return (
    <Card component="li" withBorder radius="md" p="xs" aria-label={topic.name}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <MoveButtons name={topic.name} first={first} last={last} onMove={onMove} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <TopicForm
            label={t.save}
            initial={topic}
            onSave={(name, description, done) => action.mutate({ kind: 'edit', id: topic.id, name, description }, done)}
          />
        </div>
      </Group>
    </Card>
  );
}

function TopicForm({
  label,
  initial,
  onSave,
}: {
  label: string;
  initial?: AdminTopic;
  onSave: (name: string, description: string, done: Done) => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const changed = !initial || name !== initial.name || description !== initial.description;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        onSave(name, description, {
          onSuccess: () => {
            if (!initial) {
              setName('');
              setDescription('');
            }
          },
          onError: (err) => isApiError(err) && err.status === 422 && setErrors(err.errors),
        });
      }}
    >
      <Stack gap={6}>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={initial ? 'Name' : label}
            value={name}
            maxLength={TOPIC_NAME_LIMIT}
            error={errors.name?.[0]}
            style={{ flex: 1, minWidth: 160 }}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label="Description"
            value={description}
            maxLength={TOPIC_DESCRIPTION_LIMIT}
            error={errors.description?.[0]}
            style={{ flex: 2, minWidth: 180 }}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" size="xs" variant={initial ? 'light' : 'filled'} disabled={!changed}>
            {initial ? t.save : t.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
