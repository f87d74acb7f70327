import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { coachClientTexts as ct, coachingTexts as t, type CoachClientView } from '@holdfast/shared/coaching';
import { ERROR_CODES } from '@holdfast/shared/common';
import { PageFrame } from '@/components/page-frame';
import { LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useGetMyCoach } from '../api/get-my-coach';
import { useCoachingLive } from '../lib/use-coaching-live';

/** A 403 of the client's calls while the coach's centre is closed (spec 3 section 6). */
export const isCoachingDisabled = (error: unknown) =>
  isApiError(error) && error.status === 403 && error.code === ERROR_CODES.coachingDisabled;

/**
 * 'Coaching center disabled' (spec 3 sections 6 and 8): the dialog with its text, over a page that
 * says the same once the dialog is closed. It goes by itself when the centre opens again (the gate
 * reads the coach link again on 'coaching.status-changed').
 */
function CoachingDisabled({ title }: { title: string }) {
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();
  return (
    <PageFrame title={title}>
      <Alert color="yellow" variant="light" title={t.coachingDisabledTitle}>
        {t.coachingDisabledText}
      </Alert>
      <Group>
        <Button component={Link} to="/dashboard" variant="light">
          {ct.backToDashboard}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t.coachingDisabledTitle} centered>
        <Stack>
          <Text>{t.coachingDisabledText}</Text>
          <Group justify="flex-end">
            <Button onClick={() => navigate('/dashboard')}>{ct.backToDashboard}</Button>
          </Group>
        </Stack>
      </Modal>
    </PageFrame>
  );
}

/**
 * The coaching client's pages (spec 3 section 6): only an accepted client whose coach's centre is
 * open sees them. Anyone else goes to /dashboard; a closed centre shows 'Coaching center disabled',
 * restored live when the coach's subscription is active again.
 */
export function ClientGate({
  title,
  skeleton,
  children,
}: {
  title: string;
  skeleton: ReactNode;
  children: (view: CoachClientView) => ReactNode;
}) {
  const coach = useGetMyCoach();
  useCoachingLive();
  const failed = coach.isError && !(isApiError(coach.error) && [403, 404].includes(coach.error.status));
  useEffect(() => {
    if (failed) notify.error(t.coachClientFailed);
  }, [failed]);

  if (coach.isPending) return skeleton;
  if (coach.isError) {
    if (isCoachingDisabled(coach.error)) return <CoachingDisabled title={title} />;
    if (!failed) return <Navigate to="/dashboard" replace />;
    return (
      <PageFrame title={title}>
        <LoadFailure title={t.coachClientFailed} onRetry={() => void coach.refetch()} />
      </PageFrame>
    );
  }
  if (coach.data.request_status !== 'accepted') return <Navigate to="/dashboard" replace />;
  if (!coach.data.coach.is_open) return <CoachingDisabled title={title} />;
  return children(coach.data);
}
