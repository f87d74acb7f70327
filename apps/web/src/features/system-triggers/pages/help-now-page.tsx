import { Alert, Blockquote, Button, Card, Container, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSos, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { accountabilityWebPaths, sosTexts } from '@holdfast/shared/accountability';
import { helpNowTexts as t } from '@holdfast/shared/reference';
import { systemTriggerPath } from '@holdfast/shared/shell';
import { CrisisResourceCard } from '@/components/care/crisis-resource-card';
import { useGetCrisisSupport } from '@/lib/api/get-crisis-support';
import { useListSystemTriggers } from '@/lib/api/list-system-triggers';

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
                  <CrisisResourceCard key={r.name} resource={r} />
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
