import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useOutletContext, useSearchParams } from 'react-router';
import {
  coachAccessOf,
  coachCentreTexts as c,
  coachingTexts as t,
  coachingWebPaths as web,
  type CoachDetail,
} from '@holdfast/shared/coaching';
import { PageFrame } from '@/components/page-frame';
import { PageSkeleton } from '@/components/page-skeleton';
import { LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAcceptCoachInvitation } from '../api/accept-coach-invitation';
import { useGetCoach } from '../api/get-coach';

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
 * rejected: /dashboard; a centre that is not open (billing not set up, a subscription that does not
 * open it): the page is held while the app-wide CoachBillingWatcher, which the shell mounts on every
 * coach page, shows the blocking dialog and moves the coach on (one rule, `coachAccessOf`, one place).
 */
export function CoachLayout() {
  useInvitationAnswerToast();
  const coach = useGetCoach();
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
  if (me?.request_status === 'rejected') return <Navigate to="/dashboard" replace />;
  const access = coachAccessOf(me);
  if (access === 'none') return <Navigate to={web.clientHome} replace />;
  if (access === 'invited') return <CoachInvitation />;
  if (access !== 'open') return <PageSkeleton />;
  return <Outlet context={me} />;
}
