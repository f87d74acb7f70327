import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useNavigate, useOutletContext, useSearchParams } from 'react-router';
import {
  coachCentreTexts as c,
  coachingOpen,
  coachingTexts as t,
  coachingWebPaths as web,
  paymentFailed,
  type CoachDetail,
} from '@holdfast/shared/coaching';
import { PageFrame } from '@/components/page-frame';
import { PageSkeleton } from '@/components/page-skeleton';
import { LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { onRealtimeEvent } from '@/lib/realtime';
import { useAcceptCoachInvitation } from '../api/accept-coach-invitation';
import { useGetCoach } from '../api/get-coach';
import { coachingKeys } from '../api/query-keys';
import { useCoachWatcherMounted } from '../lib/coach-watcher-presence';

/** The coach record of the open coaching centre, for the pages inside CoachLayout. */
export const useCoach = () => useOutletContext<CoachDetail>();

/** ?coaching=invitation-accepted / invitation-rejected (the answer link's landing): the spec's success toast, once, then the address without it. */
function useInvitationAnswerToast() {
  const [params, setParams] = useSearchParams();
  const answer = params.get('coaching');
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || (answer !== 'invitation-accepted' && answer !== 'invitation-rejected')) return;
    shown.current = true;
    notify.success(answer === 'invitation-accepted' ? t.invitationAccepted : t.invitationRejected);
    setParams(
      (p) => {
        p.delete('coaching');
        return p;
      },
      { replace: true },
    );
  }, [answer, setParams]);
}

/** Realtime of the coach's pages: a client accepted, rejected or left refreshes the lists; the subscription's change reopens or closes the centre at once. */
function useCoachRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offs = [
      onRealtimeEvent('coaching.clients-changed', () => void queryClient.invalidateQueries({ queryKey: coachingKeys.all })),
      onRealtimeEvent('coaching.status-changed', () => void queryClient.invalidateQueries({ queryKey: coachingKeys.coach() })),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient]);
}

/** A dialog that cannot be dismissed: its buttons are the way on. */
function BlockingDialog({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <Modal opened onClose={() => {}} title={title} centered withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false}>
      <Text>{text}</Text>
      <Group justify="flex-end" mt="lg">
        {children}
      </Group>
    </Modal>
  );
}

/** An invited coach who has not accepted yet: accept here, then set up billing. */
function CoachInvitation() {
  const accept = useAcceptCoachInvitation();
  return (
    <PageFrame title={c.title}>
      <Card withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {c.coachInvitationTitle}
          </Title>
          <Text>{c.coachInvitationText}</Text>
          <Button w="fit-content" onClick={() => accept.mutate()} loading={accept.isPending}>
            {c.acceptInvitation}
          </Button>
        </Stack>
      </Card>
    </PageFrame>
  );
}

/**
 * The coach's side of the coaching centre (spec 3 sections 4 and 6), around its pages: GET coach
 * decides. Not invited: the client's page (which sends anyone else to /dashboard); invited: accept;
 * rejected: /dashboard; billing not set up: the billing-required dialog, then /billing-info; a
 * subscription that does not open the centre: fetched once more, then the blocking dialog and
 * /dashboard (or the card's update when a payment failed). Realtime keeps it current.
 */
export function CoachLayout() {
  useInvitationAnswerToast();
  useCoachRealtime();
  const navigate = useNavigate();
  const coach = useGetCoach();
  const asked = useRef<'no' | 'asking' | 'done'>('no');
  const [blocked, setBlocked] = useState(false);
  // The app-wide watcher, when mounted, shows the blocking dialogs itself (and moves the coach on).
  const watcher = useCoachWatcherMounted();
  const data = coach.data;
  const ready = !!data && data.request_status === 'accepted' && data.is_billing_setup_complete;
  const open = ready && coachingOpen(data.subscription_status);

  // Spec 3 section 4: a status that does not open the centre is asked once more before the dialog.
  const { refetch } = coach;
  useEffect(() => {
    if (!ready) return;
    if (open) {
      setBlocked(false);
      return;
    }
    if (asked.current === 'asking') return;
    if (asked.current === 'done') {
      setBlocked(true);
      return;
    }
    asked.current = 'asking';
    void refetch().then((again) => {
      asked.current = 'done';
      setBlocked(!coachingOpen(again.data?.subscription_status));
    });
  }, [ready, open, refetch]);

  if (coach.isPending) return <PageSkeleton />;
  if (coach.isError) {
    if (isApiError(coach.error) && coach.error.status === 404) return <Navigate to={web.clientHome} replace />;
    return (
      <PageFrame title={c.title}>
        <LoadFailure title={c.coachFailed} onRetry={() => void coach.refetch()} />
      </PageFrame>
    );
  }
  const me = coach.data;
  if (!me) return <Navigate to={web.clientHome} replace />;
  if (me.request_status === 'rejected') return <Navigate to="/dashboard" replace />;
  if (me.request_status === 'pending') return <CoachInvitation />;
  if (!me.is_billing_setup_complete) {
    if (watcher) return <PageSkeleton />;
    return (
      <>
        <PageSkeleton />
        <BlockingDialog title={t.billingRequiredTitle} text={t.billingRequiredText}>
          <Button onClick={() => void navigate(web.billing)}>{c.setUpBilling}</Button>
        </BlockingDialog>
      </>
    );
  }
  if (!open) {
    return (
      <>
        <PageSkeleton />
        {blocked && !watcher && (
          <BlockingDialog title={t.coachInactiveTitle} text={t.coachInactiveText}>
            {paymentFailed(me.subscription_status) && (
              <Button variant="default" onClick={() => void navigate(web.billing)}>
                {t.updateCard}
              </Button>
            )}
            <Button onClick={() => void navigate('/dashboard', { replace: true })}>{c.goToDashboard}</Button>
          </BlockingDialog>
        )}
      </>
    );
  }
  return <Outlet context={me} />;
}
