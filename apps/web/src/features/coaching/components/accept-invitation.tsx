import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Sharing } from '@holdfast/shared/accountability';
import {
  coachClientTexts as ct,
  coachingTexts as t,
  coachingWebPaths as web,
  coachSeesTexts as seen,
  type CoachClientView,
} from '@holdfast/shared/coaching';
import { PageFrame } from '@/components/page-frame';
import { PersonLine } from '@/components/person-line';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAnswerCoachInvitation } from '../api/answer-coach-invitation';
import { SharingSwitches, shownSharing } from './sharing-switches';

const ALL_ON: Sharing = { check_ins: true, crash_reports: true, faster: true, streaks: true };

/**
 * Consent at the door: the coach (name, picture), exactly what they will see (the four switches, each
 * on unless turned off, and what always comes with coaching), then Accept or Reject. Reached from
 * the invitation's notification and mail (`?coach_user=<id>`; the mail's Reject link adds
 * `status=rejected`, which is only confirmed here, never sent by opening the link).
 */
export function AcceptInvitation({ view, rejectChosen }: { view: CoachClientView; rejectChosen: boolean }) {
  const navigate = useNavigate();
  const answer = useAnswerCoachInvitation();
  const [sharing, setSharing] = useState<Sharing>(ALL_ON);
  const [sent, setSent] = useState<'accepted' | 'rejected' | null>(null);
  const coach = view.coach.user;

  function send(status: 'accepted' | 'rejected') {
    setSent(status);
    // The answer's refetch of my coach link replaces this screen (with my page, or 'no longer open')
    // before the mutation settles, and mutate()'s own callbacks never run for an unmounted screen:
    // the toast and the way on hang on the call's promise instead.
    answer.mutateAsync({ coach_user_id: view.id, status, ...(status === 'accepted' ? { sharing: shownSharing(sharing) } : {}) }).then(
      () => {
        notify.success(status === 'accepted' ? t.invitationAccepted : t.invitationRejected);
        void navigate(status === 'accepted' ? web.clientHome : '/dashboard', { replace: true });
      },
      (error: unknown) => notify.error(isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : t.genericError),
    );
  }

  return (
    <PageFrame title={ct.acceptTitle}>
      <Card withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <PersonLine person={coach} size="lg" />
          <Text>{ct.acceptIntro(coach.display_name)}</Text>
        </Stack>
      </Card>
      <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="coach-sees-title">
        <Stack gap="md">
          <Title order={2} fz="lg" id="coach-sees-title">
            {seen.title}
          </Title>
          <SharingSwitches
            idPrefix="accept"
            sharing={sharing}
            disabled={answer.isPending}
            onChange={(kind, value) => setSharing((s) => ({ ...s, [kind]: value }))}
          />
          <Text size="sm" c="dimmed">
            {seen.changeLater}
          </Text>
        </Stack>
      </Card>
      {rejectChosen && (
        <Alert color="gray" variant="light">
          {ct.rejectChosen}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button
          variant={rejectChosen ? 'filled' : 'default'}
          color={rejectChosen ? 'red.8' : undefined}
          onClick={() => send('rejected')}
          loading={answer.isPending && sent === 'rejected'}
          disabled={answer.isPending && sent !== 'rejected'}
        >
          {ct.reject}
        </Button>
        <Button
          variant={rejectChosen ? 'default' : 'filled'}
          onClick={() => send('accepted')}
          loading={answer.isPending && sent === 'accepted'}
          disabled={answer.isPending && sent !== 'accepted'}
        >
          {ct.accept}
        </Button>
      </Group>
    </PageFrame>
  );
}
