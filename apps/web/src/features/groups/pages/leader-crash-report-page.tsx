import { Container, Stack, Title } from '@mantine/core';
import { groupsTexts as t, groupsWebPaths as web } from '@holdfast/shared/groups';
import { BackLink } from '../components/back-link';
import { GroupCrashCalendar } from '../components/group-calendar-panel';
import { useGroupPage } from '../components/group-page-state';

/** /leaders-portal/{id}/member-progress/group-crash-report (spec 2 section 2.4): month calendar of member triggers. */
export function LeaderCrashReportPage() {
  const { id, group, fallback } = useGroupPage({ to: web.leadersPortal, label: t.leadersPortal });
  if (!group.data) return fallback;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="md">
        <BackLink to={web.memberProgress(id)} label={t.memberProgress} />
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {t.groupCrashReport} · {group.data.name}
        </Title>
        <GroupCrashCalendar groupId={id} />
      </Stack>
    </Container>
  );
}
