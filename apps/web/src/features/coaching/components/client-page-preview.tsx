import { Alert, Card, Tabs } from '@mantine/core';
import { coachCentreTexts as c, coachReadsTexts as rt, type CoachPreview } from '@holdfast/shared/coaching';
import type { CalendarRange } from '@/components/calendar/event-calendar';
import { ClientCalendarOf } from './calendar-panels';
import { ClientCourses } from './course-progress-list';

/**
 * My coach's client page of me, drawn from the privacy centre's preview (what the coach's own calls
 * answer about me): the same tabs, course list and calendars as /coaching-center/users/{id}; a tab
 * the coach may not read says what the coach's page says.
 */
export function ClientPagePreview({
  preview,
  loading,
  onRangeChange,
}: {
  preview: CoachPreview;
  loading: boolean;
  onRangeChange: (range: CalendarRange) => void;
}) {
  const refused = (text: string) => (
    <Alert color="yellow" role="alert">
      {text}
    </Alert>
  );
  return (
    <Tabs defaultValue="courses" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="courses">{c.courseProgress}</Tabs.Tab>
        <Tabs.Tab value="crash">{c.crashReport}</Tabs.Tab>
        <Tabs.Tab value="check-ins">{c.checkInHistory}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="courses" pt="md">
        <Card withBorder radius="md" p="sm">
          <ClientCourses
            user={preview.courses.user}
            courses={preview.courses.courses.map((x) => ({ course_id: x.course_id, title: x.name, percent: x.percent }))}
          />
        </Card>
      </Tabs.Panel>
      <Tabs.Panel value="crash" pt="md">
        {preview.system_triggers ? (
          <ClientCalendarOf data={preview.system_triggers} loading={loading} kind="crash" onRange={onRangeChange} />
        ) : (
          refused(rt.notShared.crash_reports)
        )}
      </Tabs.Panel>
      <Tabs.Panel value="check-ins" pt="md">
        {preview.check_ins ? (
          <ClientCalendarOf data={preview.check_ins} loading={loading} kind="check-ins" onRange={onRangeChange} />
        ) : (
          refused(rt.notShared.check_ins)
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
