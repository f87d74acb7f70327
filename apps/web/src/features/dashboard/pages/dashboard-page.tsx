import { Alert, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBolt, IconLifebuoy, IconSos } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { META_KEYS } from '@holdfast/shared/accounts';
import { accountabilityWebPaths, sosTexts } from '@holdfast/shared/accountability';
import { checkInsTexts as t, type SystemTrigger } from '@holdfast/shared/check-ins';
import { HELP_NOW_PATH } from '@holdfast/shared/shell';
import { useCelebratePurityMilestone } from '@/lib/use-celebrate-purity';
import { useUserMeta } from '@/lib/api/get-user-meta';
import { useSetUserMeta } from '@/lib/api/set-user-meta';
import { useGetDashboard } from '@/lib/api/get-dashboard';
import { useListSystemTriggers } from '@/lib/api/list-system-triggers';
import {
  CheckInStreakCard,
  CheckInsCard,
  CommitmentCard,
  DailyCheckInButton,
  FasterWarningCard,
  PurityStreakCard,
} from '../components/dashboard-cards';

/** user-meta key: the first-steps guide was seen (or skipped). */
const FIRST_STEPS_GUIDE_KEY = META_KEYS.firstStepsGuideSeen;

// Dialogs load when first needed, not with the page (/dashboard's first load).
const PurityDateModal = lazy(() => import('../components/purity-date-modal').then((m) => ({ default: m.PurityDateModal })));
const FirstStepsGuide = lazy(() => import('../components/first-steps-guide').then((m) => ({ default: m.FirstStepsGuide })));
const SystemTriggerModal = lazy(() => import('../components/system-trigger-modal').then((m) => ({ default: m.SystemTriggerModal })));

function DashboardSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label="Loading dashboard">
      <Skeleton height={36} width={280} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={110} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton height={52} radius="md" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton height={200} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /dashboard (spec 1 "Dashboard"). The course card belongs to the courses area: app/ composes the
 * page and passes it in (features never import each other).
 */
export function DashboardPage({ courseCard }: { courseCard: ReactNode }) {
  const dashboard = useGetDashboard();
  const triggers = useListSystemTriggers();
  const guideSeen = useUserMeta(FIRST_STEPS_GUIDE_KEY);
  const setGuideSeen = useSetUserMeta(FIRST_STEPS_GUIDE_KEY);
  const [guideClosed, setGuideClosed] = useState(false);
  const [purityOpen, purityModal] = useDisclosure(false);
  const [trigger, setTrigger] = useState<SystemTrigger | null>(null);
  // Mounted from the first time each opens on, so their closing transitions still play.
  const [triggerUsed, setTriggerUsed] = useState(false);
  const [guideUsed, setGuideUsed] = useState(false);

  const showGuide = guideSeen.isSuccess && !guideSeen.data.value && !guideClosed;
  if (showGuide && !guideUsed) setGuideUsed(true);
  if (trigger && !triggerUsed) setTriggerUsed(true);
  function handleGuideDone() {
    setGuideClosed(true);
    setGuideSeen.mutate(true);
  }

  const d = dashboard.data;
  useCelebratePurityMilestone(d?.purity_streak, d?.today);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px="md">
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError || !d ? (
        <Alert color="red" role="alert" title={t.dashboardFailure}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => dashboard.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Stack gap="lg">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Welcome {[d.first_name, d.last_name].filter(Boolean).join(' ')}
            </Title>
            <Text c="dimmed">One honest day at a time.</Text>
          </Stack>
          {d.faster_warning && <FasterWarningCard />}
          {/* The day's one action comes first: on a phone it is above the fold, not below three cards. */}
          <DailyCheckInButton done={d.has_done_todays_checkin} />
          {/* Cards keep their own height: a short streak card does not stretch into empty space beside the course card. */}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={{ alignItems: 'start' }}>
            <PurityStreakCard dashboard={d} onEdit={purityModal.open} />
            <CheckInStreakCard dashboard={d} />
            {courseCard}
          </SimpleGrid>
          {d.system_alerts.length > 0 && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {d.system_alerts.slice(0, 2).map((alert) =>
                alert.link ? (
                  <Button key={alert.key} component={Link} to={alert.link} variant="light" size="md" radius="md">
                    {alert.title}
                  </Button>
                ) : (
                  <Button key={alert.key} variant="light" size="md" radius="md" disabled>
                    {alert.title}
                  </Button>
                ),
              )}
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <CheckInsCard dashboard={d} />
            <CommitmentCard commitment={d.commitment_to_change} />
          </SimpleGrid>
          <Card shadow="xs" radius="lg" p="lg" component="section" aria-label="Hard moment">
            <Text fw={700} mb="xs">
              Having a hard moment?
            </Text>
            <Group gap="sm">
              {/* The help flow (grounding, crisis resources, then a report), the same as the side menu's. */}
              <Button component={Link} to={HELP_NOW_PATH} color="red.9" leftSection={<IconLifebuoy size={16} aria-hidden />}>
                I need help now
              </Button>
              {/* Tells every partner who sees my data, at the level I choose. */}
              <Button
                component={Link}
                to={accountabilityWebPaths.sendSos}
                variant="outline"
                color="red.9"
                leftSection={<IconSos size={16} aria-hidden />}
              >
                {sosTexts.button}
              </Button>
              {(triggers.data ?? []).map((tr) => (
                <Button
                  key={tr.id}
                  variant="outline"
                  color={tr.color}
                  leftSection={<IconBolt size={16} aria-hidden />}
                  onClick={() => setTrigger(tr)}
                >
                  {tr.name}
                </Button>
              ))}
            </Group>
          </Card>
        </Stack>
      )}
      {purityOpen && d && (
        <Suspense fallback={null}>
          <PurityDateModal opened={purityOpen} onClose={purityModal.close} today={d.today} current={d.purity_streak_override_date} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {triggerUsed && <SystemTriggerModal trigger={trigger} onClose={() => setTrigger(null)} />}
        {guideUsed && <FirstStepsGuide opened={showGuide} onDone={handleGuideDone} />}
      </Suspense>
    </Container>
  );
}
