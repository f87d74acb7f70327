import { Container, Stack, Title } from '@mantine/core';
import { groupsTexts as t, groupsWebPaths as web } from '@holdfast/shared/groups';
import { useGetGroup } from '../api/get-group';
import { BackLink } from '../components/back-link';
import { GroupCrashCalendar } from '../components/group-calendar-panel';
import { GroupPageState } from '../components/group-page-state';
import { useGroupId } from '../lib/group-id';

/** /leaders-portal/{id}/member-progress/group-crash-report (spec 2 section 2.4): month calendar of member triggers. */
export function LeaderCrashReportPage() {
  const id = useGroupId();
  const group = useGetGroup(id);
  if (!group.data) return <GroupPageState isPending={group.isPending && id > 0} error={group.error} back={{ to: web.leadersPortal, label: t.leadersPortal }} onRetry={() => void group.refetch()} />;
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
