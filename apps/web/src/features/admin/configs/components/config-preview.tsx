import { Anchor, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { hardDayCareSchema } from '@holdfast/shared/check-ins';
import { configsConsoleTexts as t } from '@holdfast/shared/admin';
import { crisisSupportConfigSchema } from '@holdfast/shared/reference';
import { CrisisResourceCard } from '@/components/care/crisis-resource-card';
import { HardDayCare } from '@/components/care/hard-day-care';
import { humanize } from '../lib/schema-shape';
import { HtmlPreview } from './html-preview';

/** The dashboard's two alert buttons, as a member sees them. */
export function AlertsPreview({ value }: { value: unknown }) {
  const items = (value as { items?: Record<string, { title?: string; link?: string | null }>[] } | null)?.items ?? [];
  const alerts = items.flatMap((item) =>
    Object.entries(item ?? {}).map(([key, a]) => ({ key, title: a?.title ?? '', link: a?.link ?? null })),
  );
  if (alerts.length === 0) return <Text c="dimmed">{t.noItems}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="alerts-preview">
      {alerts.slice(0, 2).map((a, i) => (
        <Button key={i} variant="light" size="md" radius="md" component="span" disabled={!a.link}>
          {a.title || '…'}
        </Button>
      ))}
    </SimpleGrid>
  );
}

/** The policy as members read it (rebuilt from the sanitizer's allow-list; the server sanitizes it when saved). */
export function PolicyPreview({ html }: { html: string }) {
  return (
    <Card withBorder radius="md" p="sm" data-testid="policy-preview">
      <HtmlPreview html={html} />
    </Card>
  );
}

/** Any value, read as labelled lines (the preview of a type without a screen of its own). */
function ValueLines({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (value === null || value === undefined || value === '') return <Text c="dimmed">{t.none}</Text>;
  if (Array.isArray(value))
    return (
      <List size="sm" spacing={4}>
        {value.map((v, i) => (
          <List.Item key={i}>
            <ValueLines value={v} depth={depth + 1} />
          </List.Item>
        ))}
      </List>
    );
  if (typeof value === 'object')
    return (
      <Stack gap={4} pl={depth ? 'sm' : 0}>
        {Object.entries(value).map(([k, v]) => (
          <div key={k}>
            <Text size="sm" fw={600}>
              {humanize(k)}
            </Text>
            <ValueLines value={v} depth={depth + 1} />
          </div>
        ))}
      </Stack>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {String(value)}
    </Text>
  );
}

/** How members see a config: the real component where one exists, else its values as lines. */
export function ConfigPreview({ type, value }: { type: string; value: unknown }) {
  let body;
  if (type === 'NewDashboardSystemAlerts') body = <AlertsPreview value={value} />;
  else if (type === 'CommunityPolicy')
    body = <PolicyPreview html={String((value as { community_policy_content?: unknown } | null)?.community_policy_content ?? '')} />;
  else if (type === 'HardDayCare' && hardDayCareSchema.safeParse(value).success) {
    const care = hardDayCareSchema.parse(value);
    body = (
      <Stack gap="sm">
        <HardDayCare words={care.relapse} care={care} />
      </Stack>
    );
  } else if (type === 'CrisisSupport' && crisisSupportConfigSchema.safeParse(value).success) {
    const c = crisisSupportConfigSchema.parse(value);
    body = (
      <Stack gap="sm">
        <Title order={3} fz="md">
          {c.breathing_title}
        </Title>
        <List type="ordered" size="sm">
          {c.breathing_steps.map((s, i) => (
            <List.Item key={i}>{s}</List.Item>
          ))}
        </List>
        <Title order={3} fz="md">
          {c.prayer_title}
        </Title>
        <Text size="sm">{c.prayer}</Text>
        <Title order={3} fz="md">
          {c.resources_title}
        </Title>
        {c.resources.map((r, i) => (
          <CrisisResourceCard key={i} resource={r} />
        ))}
      </Stack>
    );
  } else body = <ValueLines value={value} />;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t.preview}>
      <Stack gap="sm">
        <Text fw={650}>{t.preview}</Text>
        {body}
        {type === 'NewDashboardSystemAlerts' && (
          <Anchor size="xs" c="dimmed" href="/dashboard" target="_blank">
            /dashboard
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
