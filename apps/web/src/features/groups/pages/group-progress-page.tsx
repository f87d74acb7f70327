import { Alert, Card, Group, Progress, Stack, Tabs, Text } from '@mantine/core';
import { groupsTexts as t, groupsWebPaths as web } from '@holdfast/shared/groups';
import { useGetCourseInfo } from '../api/get-course-info';
import { BackLink } from '../components/back-link';
import { GroupCheckInCalendar, GroupCrashCalendar } from '../components/group-calendar-panel';
import { useGroupPage } from '../components/group-page-state';
import { PersonAvatar } from '@/components/person-line';
import { ListSkeleton } from '@/components/query-states';
import { PageFrame } from '@/components/page-frame';

/** Course Progress: each accepted sharing member's courses (members/course-info). */
function CourseProgressTab({ groupId }: { groupId: number }) {
  const info = useGetCourseInfo(groupId);
  if (info.isPending) {
    return <ListSkeleton label="Loading course progress" height={80} />;
  }
  if (info.isError) {
    return (
      <Alert color="red" role="alert">
        {t.memberInfoFailure}
      </Alert>
    );
  }
  if (info.data.items.length === 0) {
    return <Text c="dimmed">No member shares their progress with the group’s leaders yet.</Text>;
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.tabCourseProgress}>
      {info.data.items.map((m) => (
        <Card key={m.member_id} component="li" withBorder radius="md" p="sm">
          <Group gap="sm" mb="xs" wrap="nowrap">
            <PersonAvatar person={m.user} size="sm" />
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {m.user.display_name}
            </Text>
          </Group>
          {m.courses.length === 0 ? (
            <Text size="sm" c="dimmed">
              No course assigned yet.
            </Text>
          ) : (
            <Stack gap="xs">
              {m.courses.map((c) => (
                <div key={c.user_course_id}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {c.name}
                    </Text>
                    <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                      {c.completed_items}/{c.total_items} · {c.percent}%
                    </Text>
                  </Group>
                  <Progress value={c.percent} aria-label={`${m.user.display_name}: ${c.name} ${c.percent}%`} />
                </div>
              ))}
            </Stack>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** /leaders-portal/{id}/member-progress/group-progress (spec 2 section 2.4): tabs Course Progress, Group Crash Report, Check In History. */
export function GroupProgressPage() {
  const { id, group, fallback } = useGroupPage({ to: web.leadersPortal, label: t.leadersPortal });
  if (!group.data) return fallback;
  return (
    <PageFrame
      size="lg"
      above={<BackLink to={web.memberProgress(id)} label={t.memberProgress} />}
      title={t.groupProgress}
      intro={group.data.name}
    >
      <Tabs defaultValue="courses" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="courses">{t.tabCourseProgress}</Tabs.Tab>
          <Tabs.Tab value="crash">{t.tabGroupCrashReport}</Tabs.Tab>
          <Tabs.Tab value="checkins">{t.tabCheckInHistory}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="courses" pt="md">
          <CourseProgressTab groupId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="crash" pt="md">
          <GroupCrashCalendar groupId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="checkins" pt="md">
          <GroupCheckInCalendar groupId={id} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
