import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  coachAccessOf,
  coachBillingTexts as t,
  coachingTexts,
  coachingWebPaths,
  type CoachAccess,
  type CoachClient,
  type CoachDetail,
} from '@holdfast/shared/coaching';
import { useConfirm } from '@/components/confirm-dialog';
import { PageFrame } from '@/components/page-frame';
import { ProfileBillingSegment } from '@/components/profile-billing-segment';
import { EmptyCard, LoadFailure, SkeletonStack } from '@/components/query-states';
import { currentPlatform } from '@/lib/platform';
import { useAcceptCoachInvitation } from '../api/accept-coach-invitation';
import { useCompleteCoachInvitation } from '../api/complete-coach-invitation';
import { useGetCoach } from '../api/get-coach';
import { useGetSubscriptionDetail } from '../api/get-subscription-detail';
import { useListClients } from '../api/list-clients';
import { useRemoveClient } from '../api/remove-client';
import { useUpdateBillingCard } from '../api/update-billing-card';
import { BillingClients } from '../components/billing-clients';
import { CardSetup } from '../components/card-setup';
import { BillingRequiredDialog, IosBillingBlockedDialog } from '../components/coach-dialogs';
import { CoachInvitationCard } from '../components/coach-invitation-card';
import { InviteClientModal } from '../components/invite-client-modal';
import { PaymentInfo, UpcomingPayment } from '../components/payment-info';
import { UpdateCardBanner } from '../components/update-card-banner';
import { useCardReturn } from '../lib/use-card-return';

/**
 * /billing-info (spec 3 "Coach billing"): an invited coach accepts here (the invitation's
 * notification leads here), then sees 'Billing info required' and the card form; once billing is set
 * up, the payment info, the upcoming payment and the clients with Invite and Remove. After a failed
 * payment the banner's 'Update card' opens a new card form. On iOS no card is taken.
 */
export function BillingPage() {
  const coach = useGetCoach();
  const access = coachAccessOf(coach.data);
  const ios = currentPlatform() === 'ios';
  const accept = useAcceptCoachInvitation();
  const [billingDialog, setBillingDialog] = useState(false);
  const returned = useCardReturn();

  let body;
  if (coach.isPending) {
    body = (
      <SkeletonStack
        label={t.loading}
        bars={[
          { height: 56, radius: 'md' },
          { height: 96, radius: 'md' },
          { height: 160, radius: 'md' },
        ]}
      />
    );
  } else if (coach.isError) {
    body = <LoadFailure title={t.billingFailed} onRetry={() => void coach.refetch()} />;
  } else if (access === 'none') {
    body = (
      <EmptyCard>
        <Stack align="center" gap="sm">
          <Text c="dimmed">{t.noInvitation}</Text>
          <Button component={Link} to="/dashboard" variant="light">
            {t.goToDashboard}
          </Button>
        </Stack>
      </EmptyCard>
    );
  } else if (access === 'invited') {
    body = (
      <CoachInvitationCard
        pending={accept.isPending}
        onAccept={() => accept.mutate(undefined, { onSuccess: () => setBillingDialog(!ios) })}
      />
    );
  } else if (access === 'billing-required') {
    body = ios ? <IosBlocked /> : <CardOnboarding />;
  } else {
    body = <BillingOverview coach={coach.data!} access={access} ios={ios} />;
  }

  return (
    <PageFrame title={t.billingTitle} above={<ProfileBillingSegment value="billing" />} size="md">
      {returned.error && (
        <Alert color="red" variant="light" role="alert">
          {returned.error}
        </Alert>
      )}
      {body}
      <BillingRequiredDialog opened={billingDialog} onClose={() => setBillingDialog(false)} />
    </PageFrame>
  );
}

/** The coach on iOS without billing: blocked with the dialog, which leads to the dashboard. */
function IosBlocked() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <Alert color="yellow" variant="light" title={t.iosBlockedTitle}>
        {coachingTexts.iosBillingBlocked}
      </Alert>
      <IosBillingBlockedDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/** Billing setup: the card form; once saved, onboarding completes and the page shows billing. */
function CardOnboarding() {
  const complete = useCompleteCoachInvitation();
  const navigate = useNavigate();
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="card-setup-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="card-setup-title">
          {t.cardTitle}
        </Title>
        <Text size="sm">{coachingTexts.billingRequiredText}</Text>
        <CardSetup
          purpose="setup"
          submitLabel={t.saveCard}
          onSaved={async (id) => {
            await complete.mutateAsync({ setup_intent_id: id });
            await navigate(coachingWebPaths.billing, { replace: true });
          }}
        />
      </Stack>
    </Card>
  );
}

function BillingOverview({
  coach,
  access,
  ios,
}: {
  coach: CoachDetail;
  access: Exclude<CoachAccess, 'none' | 'invited' | 'billing-required'>;
  ios: boolean;
}) {
  const detail = useGetSubscriptionDetail();
  const clients = useListClients('status');
  const remove = useRemoveClient();
  const updateCard = useUpdateBillingCard();
  const [query, setQuery] = useSearchParams();
  const [updating, setUpdating] = useState(!ios && query.get('update') === 'card');
  const [inviting, setInviting] = useState(false);
  const { ask, dialog } = useConfirm();

  const openUpdate = () => {
    setUpdating(true);
    if (query.has('update')) setQuery({}, { replace: true });
  };
  const askRemove = (client: CoachClient) =>
    ask({
      title: t.removeTitle,
      message: coachingTexts.removeClientConfirm,
      confirmLabel: t.remove,
      danger: true,
      onConfirm: () => remove.mutateAsync(client.id),
    });

  return (
    <Stack gap="lg">
      {access === 'payment-failed' && !updating && <UpdateCardBanner onUpdate={ios ? undefined : openUpdate} />}
      {access === 'inactive' && (
        <Alert color="yellow" variant="light" role="alert" title={coachingTexts.coachInactiveTitle}>
          {coachingTexts.coachInactiveText}
        </Alert>
      )}
      {updating && (
        <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="card-update-title">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="lg" id="card-update-title">
                {t.updateCardTitle}
              </Title>
              <Button variant="subtle" size="xs" onClick={() => setUpdating(false)}>
                Cancel
              </Button>
            </Group>
            <CardSetup
              purpose="update"
              submitLabel={t.saveCard}
              onSaved={async (id) => {
                await updateCard.mutateAsync({ setup_intent_id: id });
                setUpdating(false);
              }}
            />
          </Stack>
        </Card>
      )}
      {detail.isPending ? (
        <SkeletonStack
          label="Loading payment info"
          gap="sm"
          bars={[
            { height: 52, radius: 'md' },
            { height: 96, radius: 'md' },
          ]}
        />
      ) : detail.isError ? (
        <LoadFailure title={t.billingFailed} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <PaymentInfo detail={detail.data} onUpdateCard={ios || updating ? undefined : openUpdate} />
          <UpcomingPayment detail={detail.data} trialEnd={coach.trial_end} />
        </>
      )}
      <BillingClients query={clients} onInvite={() => setInviting(true)} onRemove={askRemove} />
      <InviteClientModal
        opened={inviting}
        onClose={() => setInviting(false)}
        accepted={coach.users.filter((u) => u.request_status === 'accepted').length}
      />
      {dialog}
    </Stack>
  );
}
