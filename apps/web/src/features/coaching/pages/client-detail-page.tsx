import { Alert, Anchor, Button, Card, Tabs } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { coachCentreTexts as c, coachingTexts as t, coachingWebPaths as web, HABIT_SCALE } from '@holdfast/shared/coaching';
import { PageFrame } from '@/components/page-frame';
import { PageSkeleton } from '@/components/page-skeleton';
import { ListSkeleton, LoadFailure } from '@/components/query-states';
import { useGetClientCourses } from '../api/get-client-courses';
import { useListClients } from '../api/list-clients';
import { CoachBreadcrumbs } from '../components/breadcrumbs';
import { ClientCheckInCalendar, ClientCrashCalendar } from '../components/calendar-panels';
import { useCoach } from '../components/coach-layout';
import { ClientCourses } from '../components/course-progress-list';
import { NotesPanel } from '../components/notes-panel';
import { refusalText } from '../lib/refusal';

function CourseProgressTab({ coachUserId }: { coachUserId: number }) {
  const courses = useGetClientCourses(coachUserId);
  if (courses.isPending) return <ListSkeleton label="Loading course progress" rows={1} height={96} />;
  if (courses.isError) {
    return (
      <Alert color="red" role="alert">
        {refusalText(courses.error, t.genericError)}
      </Alert>
    );
  }
  return (
    <Card withBorder radius="md" p="sm">
      <ClientCourses
        user={courses.data.user}
        courses={courses.data.courses.map((x) => ({ course_id: x.course_id, title: x.name, percent: x.percent }))}
      />
    </Card>
  );
}

/**
 * /coaching-center/users/{id} (spec 3 section 2): an accepted client's page. Breadcrumb Clients and
 * the client's name (or address); tabs Course Progress, Crash Report and Check In History (the
 * calendars for the visible days); the coach's notes.
 */
export function ClientDetailPage() {
  const coach = useCoach();
  const id = Number(useParams().coachUserId);
  const clients = useListClients('status');
  const client = clients.data?.find((x) => x.id === id);
  const crumbs = (label: string) => <CoachBreadcrumbs steps={[{ label: c.clients, to: web.centre }, { label }]} />;

  if (clients.isPending) {
    return <PageSkeleton />;
  }
  if (clients.isError) {
    return (
      <PageFrame title={c.title} above={crumbs(c.clients)}>
        <LoadFailure title={c.clientsFailed} onRetry={() => void clients.refetch()} />
      </PageFrame>
    );
  }
  if (!client || client.request_status !== 'accepted') {
    return (
      <PageFrame title={c.clients} above={crumbs(c.clients)}>
        <Alert color="yellow" role="alert" title={c.clientNotFound}>
          <Anchor component={Link} to={web.centre} size="sm">
            Back to {c.clients}
          </Anchor>
        </Alert>
      </PageFrame>
    );
  }
  const name = client.user.display_name;
  const habit = client.habit_metric_calculation;
  return (
    <PageFrame
      size="lg"
      above={crumbs(name)}
      title={name}
      intro={habit ? `Habit ${habit.average.toFixed(1)} of ${HABIT_SCALE} · score ${Math.round(habit.score)} (${habit.trend})` : undefined}
      action={
        <Button
          component={Link}
          to={web.coachChat(coach.id, client.id)}
          variant="light"
          leftSection={<IconMessage2 size={18} aria-hidden />}
        >
          Message
        </Button>
      }
    >
      <Tabs defaultValue="courses" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="courses">{c.courseProgress}</Tabs.Tab>
          <Tabs.Tab value="crash">{c.crashReport}</Tabs.Tab>
          <Tabs.Tab value="check-ins">{c.checkInHistory}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="courses" pt="md">
          <CourseProgressTab coachUserId={client.id} />
        </Tabs.Panel>
        <Tabs.Panel value="crash" pt="md">
          <ClientCrashCalendar coachUserId={client.id} />
        </Tabs.Panel>
        <Tabs.Panel value="check-ins" pt="md">
          <ClientCheckInCalendar coachUserId={client.id} />
        </Tabs.Panel>
      </Tabs>
      <NotesPanel coachUserId={client.id} />
    </PageFrame>
  );
}
