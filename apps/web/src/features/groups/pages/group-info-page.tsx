import { ActionIcon, Badge, Button, Card, Container, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconMessage2, IconMessages } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { groupsTexts as t, groupsWebPaths as web, type GroupMember } from '@holdfast/shared/groups';
import { messagingTargets } from '@holdfast/shared/messaging';
import { canResendSubscription, premiumTexts } from '@holdfast/shared/premium-groups';
import { useLeaveGroup } from '../api/leave-group';
import { groupsKeys } from '../api/query-keys';
import { BackLink } from '../components/back-link';
import { useConfirm } from '@/components/confirm-dialog';
import { useResendSubscription } from '@/lib/api/resend-subscription';
import { leaveRequest } from '../components/confirm-dialog';
import { useGroupPage } from '../components/group-page-state';
import { OptionsMenu } from '@/components/options-menu';
import { PersonLine } from '@/components/person-line';
import { SharingSwitch } from '../components/sharing-switch';

/**
 * /small-groups/{id}/info (spec 2 section 2.3): the members, 'Group Chat' and 'Group Crash
 * Reports'. Pending and rejected invitations are hidden; my own row shows a 'Pending' chip while my
 * invitation waits, my sharing switch once accepted, and its ellipsis menu with 'Leave group' and, while
 * my subscription is due, 'Resend Subscription'.
 */
export function GroupInfoPage() {
  const { group, fallback } = useGroupPage({ to: web.smallGroups, label: t.smallGroupsTitle });
  const navigate = useNavigate();
  const leave = useLeaveGroup();
  const resend = useResendSubscription(groupsKeys.all);
  const { ask, dialog } = useConfirm();

  if (!group.data) return fallback;
  const g = group.data;
  const members = g.members.filter((m) => m.request_status === 'accepted' || m.is_me);
  const iAmAccepted = g.members.some((m) => m.is_me && m.request_status === 'accepted');

  const askLeave = () => ask(leaveRequest(leave.mutateAsync, g.id, () => void navigate(web.smallGroups)));

  const row = (m: GroupMember) => (
    <Card key={m.id} component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <PersonLine person={m.user} name={m.is_me ? `${m.user.display_name} (you)` : m.user.display_name}>
          <Text size="sm" c="dimmed">
            {m.role_label}
          </Text>
        </PersonLine>
        <Group gap="xs" wrap="nowrap">
          {iAmAccepted && !m.is_me && m.user_id !== null && m.request_status === 'accepted' && (
            <ActionIcon
              component={Link}
              to={messagingTargets.groupMember(g.id, m.id)}
              variant="subtle"
              aria-label={`Message ${m.user.display_name}`}
            >
              <IconMessage2 size={18} aria-hidden />
            </ActionIcon>
          )}
          {m.request_status === 'pending' && (
            <Badge variant="light" color="yellow.9">
              {t.pendingChip}
            </Badge>
          )}
          {m.is_me && m.actions.leave && (
            <OptionsMenu label="Your membership options" icon={<IconDots size={18} aria-hidden />} color="gray">
              <Menu.Item color="red.9" onClick={askLeave}>
                {t.leaveGroup}
              </Menu.Item>
              {/* Spec 2.3 and 6: my own subscription link, while it is due (pre-paid, the group started, none yet). */}
              {canResendSubscription(m.premium_group_status, g.premium_group_status) && (
                <Menu.Item onClick={() => resend.mutate({ groupId: g.id, memberId: m.id })}>{premiumTexts.resendSubscription}</Menu.Item>
              )}
            </OptionsMenu>
          )}
        </Group>
      </Group>
      {m.is_me && m.actions.toggle_sharing && (
        <Stack mt="sm" gap={4}>
          <SharingSwitch member={m} ask={ask} />
          <Text size="xs" c="dimmed">
            When on, the group’s leaders see your check-ins and crash reports.
          </Text>
        </Stack>
      )}
    </Card>
  );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="md">
        <BackLink to={web.smallGroups} label={t.smallGroupsTitle} />
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {g.name}
        </Title>
        <Group gap="sm">
          <Button component={Link} to={web.groupChat(g.id)} variant="default" leftSection={<IconMessages size={18} aria-hidden />}>
            {t.groupChat}
          </Button>
          {g.is_admin && (
            <Button component={Link} to={web.groupCrashReports(g.id)} variant="light">
              {t.groupCrashReports}
            </Button>
          )}
          {g.is_admin && (
            <Button component={Link} to={web.memberProgress(g.id)} variant="subtle">
              {t.memberProgress}
            </Button>
          )}
        </Group>
        <section aria-labelledby="members-heading">
          <Title order={2} fz="lg" id="members-heading" mb="xs">
            Members
          </Title>
          {members.length === 0 ? (
            <Text c="dimmed">{t.noMembers}</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Members">
              {members.map(row)}
            </Stack>
          )}
        </section>
      </Stack>
      {dialog}
    </Container>
  );
}
