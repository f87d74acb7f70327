import { Alert, Anchor, Blockquote, Button, Card, Container, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMessage, IconPhone, IconSos, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { accountabilityWebPaths, sosTexts } from '@holdfast/shared/accountability';
import { helpNowTexts as t, smsHref, telHref, type CrisisResource } from '@holdfast/shared/reference';
import { systemTriggerPath } from '@holdfast/shared/shell';
import { useGetCrisisSupport } from '../api/get-crisis-support';
import { useListSystemTriggers } from '@/lib/api/list-system-triggers';

function ResourceCard({ resource }: { resource: CrisisResource }) {
  return (
    <Card withBorder radius="lg" p="md" component="article" aria-label={resource.name}>
      <Text fw={700}>{resource.name}</Text>
      {resource.description && (
        <Text size="sm" c="dimmed" mt={2}>
          {resource.description}
        </Text>
      )}
      <Group gap="xs" mt="sm" wrap="wrap">
        {resource.phone && (
          <Button component="a" href={telHref(resource.phone)} leftSection={<IconPhone size={18} aria-hidden />}>
            {t.call} {resource.phone}
          </Button>
        )}
        {resource.sms && (
          <Button component="a" href={smsHref(resource.sms, resource.sms_body)} variant="light" leftSection={<IconMessage size={18} aria-hidden />}>
            {t.text} {resource.sms_body ? `${resource.sms_body} to ` : ''}
            {resource.sms}
          </Button>
        )}
        {resource.url && (
          <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            {t.website} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
          </Anchor>
        )}
      </Group>
    </Card>
  );
}

/** A titled card of buttons for what to do next (reach a partner, file a report). */
function NextStep({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        {intro}
      </Text>
      <Group gap="sm">{children}</Group>
    </Card>
  );
}

/**
 * /help-now, from the dashboard and the side menu: a grounding step (breathing, a prayer) and
 * crisis resources first, from the CrisisSupport config; filing a crash report is offered after.
 */
export function HelpNowPage() {
  const support = useGetCrisisSupport();
  const triggers = useListSystemTriggers();
  const reports = (triggers.data ?? []).filter((tr) => !tr.is_multi_menu);
  const c = support.data;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t.title}
          </Title>
          <Text c="dimmed" mt={4}>
            {t.intro}
          </Text>
        </div>
        {support.isError && (
          <Alert color="red" role="alert">
            {t.loadFailure}
          </Alert>
        )}
        {!c && !support.isError && <Skeleton height={320} radius="lg" role="status" aria-label="Loading help" />}
        {c && (
          <>
            <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="help-breathe">
              <Title order={2} fz="lg" id="help-breathe" mb="sm">
                {c.breathing_title}
              </Title>
              <List type="ordered" spacing="xs">
                {c.breathing_steps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
              <Title order={2} fz="lg" mt="lg" mb="xs">
                {c.prayer_title}
              </Title>
              <Blockquote color="harbor" p="md" style={{ whiteSpace: 'pre-wrap' }}>
                {c.prayer}
              </Blockquote>
            </Card>
            <section aria-labelledby="help-resources">
              <Title order={2} fz="lg" id="help-resources" mb="sm">
                {c.resources_title}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {c.resources.map((r) => (
                  <ResourceCard key={r.name} resource={r} />
                ))}
              </SimpleGrid>
            </section>
          </>
        )}
        <NextStep id="help-partners" title={sosTexts.helpNowTitle} intro={sosTexts.helpNowIntro}>
          <Button component={Link} to={accountabilityWebPaths.sendSos} color="red.9" leftSection={<IconSos size={18} aria-hidden />}>
            {sosTexts.button}
          </Button>
          <Button component={Link} to={accountabilityWebPaths.partners} variant="default" leftSection={<IconUsers size={18} aria-hidden />}>
            {sosTexts.contactPartner}
          </Button>
        </NextStep>
        {reports.length > 0 && (
          <NextStep id="help-after" title={t.afterTitle} intro={t.afterIntro}>
            {reports.map((tr) => (
              <Button key={tr.id} component={Link} to={systemTriggerPath(tr)} variant="default">
                {tr.name}
              </Button>
            ))}
          </NextStep>
        )}
      </Stack>
    </Container>
  );
}
