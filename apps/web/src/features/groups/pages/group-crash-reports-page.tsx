import { Container, Stack, Text, Title } from '@mantine/core';
import { groupsTexts as t, groupsWebPaths as web } from '@holdfast/shared/groups';
import { BackLink } from '../components/back-link';
import { GroupCrashCalendar } from '../components/group-calendar-panel';
import { useGroupPage } from '../components/group-page-state';

/** /small-groups/{id}/group-crash-reports (spec 2 section 2.3): month calendar of member triggers, back arrow to the group. */
export function GroupCrashReportsPage() {
  const { id, group, fallback } = useGroupPage({ to: web.smallGroups, label: t.smallGroupsTitle });
  const back = { to: web.groupInfo(id), label: group.data?.name ?? 'Group' };
  if (!group.data) return fallback;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="md">
        <BackLink {...back} />
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {t.groupCrashReports}
        </Title>
        {group.data.is_admin ? (
          <GroupCrashCalendar groupId={id} />
        ) : (
          <Text c="dimmed">Only the group’s leader and co-leaders see members’ crash reports.</Text>
        )}
      </Stack>
    </Container>
  );
}
