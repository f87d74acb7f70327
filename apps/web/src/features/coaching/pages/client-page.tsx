import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconBook, IconCalendarEvent, IconCalendarWeek, IconChecklist, IconClipboardCheck, IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { coachClientTexts as ct, coachingTexts as t, coachingWebPaths as web, type CoachClientView } from '@holdfast/shared/coaching';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, SkeletonStack } from '@/components/query-states';
import { PersonLine } from '@/components/person-line';
import { isApiError } from '@/lib/api-client';
import { useGetDashboard } from '@/lib/api/get-dashboard';
import { notify } from '@/lib/notify';
import { useGetMyCoach } from '../api/get-my-coach';
import { useUpdateCoachSharing } from '../api/update-coach-sharing';
import { AcceptInvitation } from '../components/accept-invitation';
import { ClientGate } from '../components/client-gate';
import { ReportSummary } from '../components/report-summary';
import { SharingSwitches } from '../components/sharing-switches';

const skeleton = (
  <PageFrame title={ct.pageTitle}>
    <SkeletonStack
      label="Loading your coaching"
      bars={[
        { height: 36, width: '80%', radius: 'md' },
        { height: 160, radius: 'lg' },
        { height: 160, radius: 'lg' },
      ]}
    />
  </PageFrame>
);

/** Complete Daily Check-in (hidden once today's exists, as the dashboard knows), Weekly Check-in, Habit Tracker. */
function ClientActions() {
  const dashboard = useGetDashboard();
  return (
    <Group gap="sm" aria-label="Coaching actions" role="group">
      {dashboard.isPending ? (
        <Skeleton height={36} width={190} radius="md" role="status" aria-label="Loading today's check-in" />
      ) : (
        !dashboard.data?.has_done_todays_checkin && (
          <Button component={Link} to="/check-in" leftSection={<IconClipboardCheck size={18} aria-hidden />}>
            {ct.completeDailyCheckIn}
          </Button>
        )
      )}
      <Button component={Link} to="/weekly-checkin" variant="light" leftSection={<IconCalendarWeek size={18} aria-hidden />}>
        {ct.completeWeeklyCheckIn}
      </Button>
      <Button component={Link} to={web.habitTracker} variant="light" leftSection={<IconChecklist size={18} aria-hidden />}>
        {ct.submitHabitTracker}
      </Button>
    </Group>
  );
}

function MyCoachCard({ view }: { view: CoachClientView }) {
  const { coach } = view;
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="my-coach-title">
      <Title order={2} fz="lg" id="my-coach-title" mb="sm">
        {ct.myCoach}
      </Title>
      <Stack gap="md">
        <PersonLine person={coach.user} size="lg" />
        <Group gap="sm">
          <Button component={Link} to={web.clientResources} variant="light" leftSection={<IconBook size={18} aria-hidden />}>
            {ct.coachResources}
          </Button>
          {coach.meeting_url && (
            <Button
              component="a"
              href={coach.meeting_url}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
            >
              {ct.bookMeeting}
            </Button>
          )}
          <Button
            component={Link}
            to={web.clientChat(view.coach_id, view.id)}
            variant="light"
            leftSection={<IconMessage size={18} aria-hidden />}
          >
            {ct.messageCoach}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The switches, changeable at any time: each moves at once and comes back if the API refuses. */
function SharingCard({ view }: { view: CoachClientView }) {
  const update = useUpdateCoachSharing();
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="coach-sharing-title">
      <Title order={2} fz="lg" id="coach-sharing-title" mb="sm">
        {ct.sharingTitle}
      </Title>
      <SharingSwitches
        idPrefix="sharing"
        sharing={view.sharing}
        onChange={(kind, value) =>
          update.mutate(
            { [kind]: value },
            {
              onSuccess: () => notify.success(t.sharingUpdated),
              onError: (error) =>
                notify.error(isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : t.genericError),
            },
          )
        }
      />
    </Card>
  );
}

function ClientHome({ view, nextStep }: { view: CoachClientView; nextStep: ReactNode }) {
  return (
    <PageFrame title={ct.pageTitle} size="lg">
      <ClientActions />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ReportSummary />
        <MyCoachCard view={view} />
        <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="next-step-title">
          <Title order={2} fz="lg" id="next-step-title" mb="sm">
            {ct.yourNextStep}
          </Title>
          {nextStep}
        </Card>
        <SharingCard view={view} />
      </SimpleGrid>
    </PageFrame>
  );
}

/** ?coach_user=<id>: the invitation's accept screen while it is open; once answered, the page itself. */
function InvitationRoute({ coachUserId, rejectChosen }: { coachUserId: number; rejectChosen: boolean }) {
  const coach = useGetMyCoach();
  if (coach.isPending) return skeleton;
  const view = coach.data?.id === coachUserId ? coach.data : null;
  if (view?.request_status === 'pending') return <AcceptInvitation view={view} rejectChosen={rejectChosen} />;
  if (view?.request_status === 'accepted') return <Navigate to={web.clientHome} replace />;
  return (
    <PageFrame title={ct.acceptTitle}>
      {coach.isError && !(isApiError(coach.error) && [403, 404].includes(coach.error.status)) ? (
        <Alert color="red" role="alert">
          {t.coachClientFailed}
        </Alert>
      ) : (
        <EmptyCard>{ct.invitationClosed}</EmptyCard>
      )}
      <Group>
        <Anchor component={Link} to="/dashboard">
          {ct.backToDashboard}
        </Anchor>
      </Group>
    </PageFrame>
  );
}

/**
 * /coaching-center/client (spec 3 section 2): the accepted client's page: the check-in, weekly and
 * habit tracker buttons, My Report Summary, My Coach, Your Next Step (the courses' card, lent through
 * app/ as `nextStep`) and what the coach sees. With `?coach_user=<id>` (the invitation's notification
 * and mail) it is the accept screen first.
 */
export function CoachingClientPage({ nextStep }: { nextStep: ReactNode }) {
  const [params] = useSearchParams();
  const invited = Number(params.get('coach_user'));
  if (Number.isInteger(invited) && invited > 0) {
    return <InvitationRoute coachUserId={invited} rejectChosen={params.get('status') === 'rejected'} />;
  }
  return (
    <ClientGate title={ct.pageTitle} skeleton={skeleton}>
      {(view) => <ClientHome view={view} nextStep={nextStep} />}
    </ClientGate>
  );
}
