import { Accordion, Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { groupsTexts, groupsWebPaths, MEMBER_PREMIUM_STATUSES, type GroupMember, type MemberPremiumStatus } from '@holdfast/shared/groups';
import {
  applicantActions,
  canStartGroup,
  hasPrePaid,
  memberPremiumStatusLabels,
  PREMIUM_MIN_MEMBERS,
  premiumTexts as t,
} from '@holdfast/shared/premium-groups';
import { CompletePremiumGroupButton } from '@/components/groups/complete-premium-group-button';
import { PageFrame } from '@/components/page-frame';
import { LoadFailure, SkeletonStack } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useAcceptApplicant } from '../api/accept-applicant';
import { useCompletePremiumGroup } from '../api/complete-premium-group';
import { useGetPremiumGroup } from '../api/get-premium-group';
import { useInviteCoLeader } from '../api/invite-co-leader';
import { useMarkReview } from '../api/mark-review';
import { useResendPrePayment } from '../api/resend-pre-payment';
import { useResendSubscription } from '../api/resend-subscription';
import { useStartPremiumGroup } from '../api/start-premium-group';
import { AddMemberModal } from '@/components/groups/add-member-modal';
import { ApplicantDetailsModal } from '../components/applicant-details-modal';
import { useConfirm } from '@/components/confirm-dialog';
import { usePremiumRefresh } from '../lib/use-premium-refresh';
import { RejectModal } from '../components/reject-modal';

const groupStatusLabels = { pending: 'Pending', 'launch-pending': 'Launch pending', started: 'Started', completed: 'Completed' } as const;

const isApplicant = (m: GroupMember) => m.role_type === 'member' && m.premium_group_status !== null;

/**
 * /leaders-portal/{id}/premium-group-management (spec 2 sections 2.4, 4.5): the group's applicants
 * by status, each an accordion item with the actions its status allows; 'Start Premium Group' once
 * 4 have pre-paid; 'Complete Premium Group' once started; 'Add Member' (a co-leader only) before the
 * start, since a leader of a premium group not yet started is sent here rather than to member progress.
 */
export function PremiumGroupManagementPage() {
  const groupId = Number(useParams().groupId);
  const navigate = useNavigate();
  const group = useGetPremiumGroup(groupId);
  const review = useMarkReview();
  const accept = useAcceptApplicant();
  const resendPrePayment = useResendPrePayment();
  const resendSubscription = useResendSubscription();
  const start = useStartPremiumGroup();
  const complete = useCompletePremiumGroup();
  const invite = useInviteCoLeader();
  const [adding, addModal] = useDisclosure(false);
  const { ask, dialog } = useConfirm();
  usePremiumRefresh();
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<{ id: number; name: string } | null>(null);
  const back = (
    <Anchor component={Link} to={groupsWebPaths.leadersPortal} size="sm">
      ← {groupsTexts.leadersPortal}
    </Anchor>
  );

  if (!(groupId > 0)) return <Navigate to={groupsWebPaths.leadersPortal} replace />;
  if (group.isPending) {
    return (
      <PageFrame title={t.premiumGroupManagement} above={back} size="md">
        <SkeletonStack
          label="Loading applicants"
          gap="sm"
          bars={[
            { height: 72, radius: 'md' },
            { height: 56, radius: 'md' },
            { height: 56, radius: 'md' },
          ]}
        />
      </PageFrame>
    );
  }
  if (group.isError) {
    const gone = isApiError(group.error) && [403, 404].includes(group.error.status);
    return (
      <PageFrame title={t.premiumGroupManagement} above={back} size="md">
        {gone ? (
          <Alert color="yellow" role="alert" title={groupsTexts.groupNotFound} />
        ) : (
          <LoadFailure title={groupsTexts.loadGroupFailure} onRetry={() => void group.refetch()} />
        )}
      </PageFrame>
    );
  }
  const g = group.data;
  if (g.group_type !== 'premium_groups') return <Navigate to={groupsWebPaths.memberProgress(g.id)} replace />;
  if (!g.is_admin) {
    return (
      <PageFrame title={t.premiumGroupManagement} above={back} size="md">
        <Alert color="yellow" role="alert" title={groupsTexts.onlyAdmins} />
      </PageFrame>
    );
  }

  const applicants = g.members.filter(isApplicant);
  const statuses = applicants.map((m) => m.premium_group_status);
  const prePaid = statuses.filter(hasPrePaid).length;
  const startable = canStartGroup(g.premium_group_status, statuses);
  const notStarted = g.premium_group_status === 'pending' || g.premium_group_status === 'launch-pending';
  const ref = (m: GroupMember) => ({ groupId: g.id, memberId: m.id });
  const name = (m: GroupMember) => m.user.display_name;

  const askStart = () =>
    ask({
      title: t.startPremiumGroup,
      message: t.confirmStart,
      confirmLabel: t.startPremiumGroup,
      onConfirm: async () => {
        await start.mutateAsync(g.id);
        navigate(groupsWebPaths.memberProgress(g.id));
      },
    });
  const askAccept = (m: GroupMember) =>
    ask({
      title: `${t.accept}: ${name(m)}`,
      message: t.confirmAccept,
      confirmLabel: t.accept,
      onConfirm: () => accept.mutateAsync(ref(m)),
    });

  return (
    <PageFrame title={t.premiumGroupManagement} intro={g.name} above={back} size="md">
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light">{groupStatusLabels[g.premium_group_status ?? 'pending']}</Badge>
            <Text size="sm">
              {prePaid} of {PREMIUM_MIN_MEMBERS} pre-paid members needed to start
            </Text>
          </Group>
          <Group gap="sm">
            {notStarted && (
              <Button onClick={askStart} disabled={!startable}>
                {t.startPremiumGroup}
              </Button>
            )}
            <CompletePremiumGroupButton groupId={g.id} status={g.premium_group_status} ask={ask} complete={complete.mutateAsync} />
            {/* Members join through the application; before the start the leaders invite co-leaders (spec 4.5; the API answers 409 after it). */}
            {notStarted && (
              <Button variant="default" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={addModal.open}>
                {groupsTexts.addMember}
              </Button>
            )}
            {!notStarted && (
              <Button component={Link} to={groupsWebPaths.memberProgress(g.id)} variant="subtle">
                {groupsTexts.memberProgress}
              </Button>
            )}
          </Group>
          {notStarted && !startable && (
            <Text size="sm" c="dimmed">
              {t.notEnoughPrePaid(PREMIUM_MIN_MEMBERS)}
            </Text>
          )}
        </Stack>
      </Card>

      {applicants.length === 0 ? (
        <Card withBorder radius="md">
          <Text c="dimmed">No applicants yet. An admin places applications in this group; they appear here as New.</Text>
        </Card>
      ) : (
        MEMBER_PREMIUM_STATUSES.map((status) => {
          const rows = applicants.filter((m) => m.premium_group_status === status);
          if (rows.length === 0) return null;
          const headingId = `applicants-${status}`;
          return (
            <section key={status} aria-labelledby={headingId}>
              <Text component="h2" id={headingId} fw={700} fz="md" mb="xs">
                {memberPremiumStatusLabels[status]} ({rows.length})
              </Text>
              <Accordion variant="separated" radius="md" multiple>
                {rows.map((m) => (
                  <ApplicantItem
                    key={m.id}
                    member={m}
                    status={status}
                    groupStatus={g.premium_group_status}
                    onDetails={() => setDetailsOf(m.id)}
                    onReview={() => review.mutate(ref(m))}
                    onAccept={() => askAccept(m)}
                    onReject={() => setRejecting({ id: m.id, name: name(m) })}
                    onResendPrePayment={() => resendPrePayment.mutate(ref(m))}
                    onResendSubscription={() => resendSubscription.mutate(ref(m))}
                    busy={review.isPending || resendPrePayment.isPending || resendSubscription.isPending}
                  />
                ))}
              </Accordion>
            </section>
          );
        })
      )}
      <ApplicantDetailsModal groupId={g.id} memberId={detailsOf} onClose={() => setDetailsOf(null)} />
      <RejectModal groupId={g.id} member={rejecting} onClose={() => setRejecting(null)} />
      {notStarted && <AddMemberModal groupId={g.id} opened={adding} onClose={addModal.close} add={invite} premium />}
      {dialog}
    </PageFrame>
  );
}

function ApplicantItem({
  member,
  status,
  groupStatus,
  busy,
  ...on
}: {
  member: GroupMember;
  status: MemberPremiumStatus;
  groupStatus: Parameters<typeof applicantActions>[1];
  busy: boolean;
  onDetails: () => void;
  onReview: () => void;
  onAccept: () => void;
  onReject: () => void;
  onResendPrePayment: () => void;
  onResendSubscription: () => void;
}) {
  const actions = applicantActions(status, groupStatus);
  const prePayment = status === 'accepted' ? t.prePaymentPending : hasPrePaid(status) ? t.prePaymentCompleted : null;
  return (
    <Accordion.Item value={String(member.id)}>
      <Accordion.Control>
        <Group justify="space-between" wrap="nowrap" gap="sm" pr="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {member.user.display_name}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {memberPremiumStatusLabels[status]}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {prePayment && <Text size="sm">Pre-payment: {prePayment}</Text>}
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={on.onDetails}>
              {t.applicantDetails}
            </Button>
            {actions.mark_review && (
              <Button size="xs" onClick={on.onReview} disabled={busy}>
                {t.startReview}
              </Button>
            )}
            {actions.accept && (
              <Button size="xs" color="teal.8" onClick={on.onAccept}>
                {t.accept}
              </Button>
            )}
            {actions.resend_pre_payment && (
              <Button size="xs" variant="light" onClick={on.onResendPrePayment} disabled={busy}>
                {t.resendPrePayment}
              </Button>
            )}
            {actions.resend_subscription && (
              <Button size="xs" variant="light" onClick={on.onResendSubscription} disabled={busy}>
                {t.resendSubscription}
              </Button>
            )}
            {actions.reject && (
              <Button size="xs" color="red.8" variant="light" onClick={on.onReject}>
                {t.reject}
              </Button>
            )}
          </Group>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
