import { Alert, Container, Loader } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router';
import { checkInsTexts as t, toSubmittedAnswers, type FeelingZone, type SubmitCheckInBody } from '@holdfast/shared/check-ins';
import { PageSkeleton } from '@/components/page-skeleton';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useGetCheckIn } from '../api/get-check-in';
import { useGetCheckInForDay } from '../api/get-check-in-for-day';
import { useSubmitCheckIn } from '../api/submit-check-in';
import { useUpdateCheckIn } from '../api/update-check-in';
import {
  clearDraft,
  draftFromCheckIn,
  draftKey,
  EMPTY_DRAFT,
  loadDraft,
  saveDraft,
  type CheckInDraft,
  type CheckInStep,
} from '../lib/check-in-draft';
import { clearOutbox, isOffline, OUTBOX_SENT_EVENT, readOutbox, writeOutbox, type OutboxItem } from '../lib/check-in-outbox';
import { currentOffset, today } from '@/lib/offset';
import { CheckInFlowContext, type CheckInFlowValue } from './check-in-flow-context';

function useDraftState(key: string, initial: CheckInDraft | null) {
  const [draft, setDraft] = useState<CheckInDraft>(() => loadDraft(key) ?? initial ?? EMPTY_DRAFT);
  const update = useCallback(
    (patch: Partial<CheckInDraft>) =>
      setDraft((current) => {
        const next = { ...current, ...patch };
        saveDraft(key, next);
        return next;
      }),
    [key],
  );
  return { draft, update };
}

/**
 * Sends a queued submit when the browser comes back online, then shows the results. `send` is the
 * submit or update mutation, so a queued check-in refreshes the caches as a direct one does.
 */
function useOutbox(send: (item: OutboxItem) => Promise<unknown>, onSent: (item: OutboxItem) => void) {
  const [isQueued, setQueued] = useState(() => readOutbox() !== null);
  const sending = useRef(false);
  const sendRef = useRef(send);
  const onSentRef = useRef(onSent);
  useEffect(() => {
    sendRef.current = send;
    onSentRef.current = onSent;
  });

  const flush = useCallback(async () => {
    const item = readOutbox();
    if (!item || sending.current || isOffline()) return;
    sending.current = true;
    try {
      await sendRef.current(item);
      clearOutbox();
      setQueued(false);
      onSentRef.current(item);
    } catch (error) {
      // Still no connection: keep it queued. Refused by the API: drop it and say so.
      if (!(isApiError(error) && error.status === 0)) {
        clearOutbox();
        setQueued(false);
        notify.error(item.kind === 'new' ? t.submitFailure : t.updateFailure);
      }
    } finally {
      sending.current = false;
    }
  }, []);

  useEffect(() => {
    void flush();
    const handleOnline = () => void flush();
    // The service worker's copy got there first (app/pwa.tsx tells): done, as if this page had sent it.
    const handleSent = (event: Event) => {
      const { clientKey, status } = (event as CustomEvent<{ clientKey: string; status: number }>).detail;
      const item = readOutbox();
      if (item?.kind !== 'new' || item.input.client_key !== clientKey) return;
      clearOutbox();
      setQueued(false);
      if (status === 201 || status === 409) onSentRef.current(item);
      else notify.error(t.submitFailure);
    };
    window.addEventListener('online', handleOnline);
    window.addEventListener(OUTBOX_SENT_EVENT, handleSent);
    return () => {
      window.removeEventListener('online', handleOnline);
      window.removeEventListener(OUTBOX_SENT_EVENT, handleSent);
    };
  }, [flush]);

  const queue = useCallback((item: OutboxItem) => {
    writeOutbox(item);
    setQueued(true);
  }, []);
  return { isQueued, queue };
}

function FlowProvider({
  mode,
  checkInId,
  initial,
  children,
}: {
  mode: 'new' | 'edit';
  checkInId: number | null;
  initial: CheckInDraft | null;
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  const key = draftKey(checkInId);
  const { draft, update } = useDraftState(key, initial);
  const submit = useSubmitCheckIn();
  const edit = useUpdateCheckIn();
  const original = useGetCheckIn(checkInId ?? NaN, { enabled: mode === 'edit' });
  const [submitErrors, setSubmitErrors] = useState<string[]>([]);
  const resultPath = mode === 'new' ? '/check-in/results' : `/check-in/edit/${checkInId}/result`;

  const handleSent = useCallback(
    (item: OutboxItem) => {
      // Only the stored copy: the layout unmounts on the way to the results, and emptying the
      // in-memory draft first would let the step guard send the member back to the start.
      clearDraft(key);
      submittedToast(item.input.feeling_zone)(item.kind === 'new' ? t.submitted : t.updated);
      navigate(item.kind === 'new' ? '/check-in/results' : `/check-in/edit/${item.id}/result`, { replace: true });
    },
    [key, navigate],
  );
  const sendQueued = (item: OutboxItem) =>
    item.kind === 'new' ? submit.mutateAsync(item.input) : edit.mutateAsync({ id: item.id, input: item.input });
  const outbox = useOutbox(sendQueued, handleSent);

  const finish = useCallback(
    async (skipFaster: boolean) => {
      setSubmitErrors([]);
      const input: SubmitCheckInBody = {
        checkin_emotions: draft.checkin_emotions,
        feeling_zone: draft.feeling_zone ?? 'recovery',
        feeling_notes: draft.feeling_notes,
        fast_scale_answers: skipFaster ? null : toSubmittedAnswers(draft.fast_scale_answers),
        offset: currentOffset(),
      };
      const item: OutboxItem =
        mode === 'new'
          ? // One key per check-in: sent again (queued offline, replayed by the service worker), it answers the one it made.
            { kind: 'new', input: { ...input, client_key: crypto.randomUUID() } }
          : {
              kind: 'edit',
              id: checkInId!,
              input: {
                ...input,
                questions: original.data?.questions ?? null,
                checkin_on: original.data?.checkin_on ?? new Date().toISOString(),
              },
            };
      if (isOffline()) {
        outbox.queue(item);
        return;
      }
      try {
        if (item.kind === 'new') {
          const result = await submit.mutateAsync(item.input);
          submittedToast(item.input.feeling_zone)(result.status === 'created' ? t.submitted : t.duplicate);
        } else {
          await edit.mutateAsync({ id: item.id, input: item.input });
          submittedToast(item.input.feeling_zone)(t.updated);
        }
        clearDraft(key);
        navigate(resultPath, { replace: true });
      } catch (error) {
        if (isApiError(error) && error.status === 0) {
          outbox.queue(item);
          return;
        }
        notify.error(mode === 'new' ? t.submitFailure : t.updateFailure);
        if (isApiError(error) && error.status === 422) setSubmitErrors(error.messages);
      }
    },
    [draft, mode, checkInId, original.data, outbox, submit, edit, key, navigate, resultPath],
  );

  const value = useMemo<CheckInFlowValue>(
    () => ({
      mode,
      checkInId,
      draft,
      update,
      stepPath: (step: CheckInStep) => (mode === 'new' ? `/check-in/${step}` : `/check-in/edit/${checkInId}/${step}`),
      startBackPath: mode === 'new' ? '/dashboard' : `/check-in/edit/${checkInId}/result`,
      finish,
      isSubmitting: submit.isPending || edit.isPending,
      isQueued: outbox.isQueued,
      submitErrors,
    }),
    [mode, checkInId, draft, update, finish, submit.isPending, edit.isPending, outbox.isQueued, submitErrors],
  );

  return (
    <CheckInFlowContext.Provider value={value}>
      {outbox.isQueued && (
        <Container size="sm" pt="md" px="md">
          <Alert
            color="yellow"
            variant="light"
            icon={<IconCloudOff size={18} aria-hidden />}
            title="Waiting for a connection"
            role="status"
          >
            You are offline. Your check-in is saved on this device and will be sent as soon as you are back online.
            <Loader size="xs" ml="xs" type="dots" aria-hidden />
          </Alert>
        </Container>
      )}
      {children}
    </CheckInFlowContext.Provider>
  );
}

/** /check-in/*: a new check-in. Redirects to the results when today's check-in exists. */

/** A hard day's submission is confirmed in the calm brand colour, not the success green of a good day. */
function submittedToast(zone: FeelingZone | undefined) {
  return zone === 'recovery' ? notify.success : notify.info;
}

export function NewCheckInFlow() {
  const forDay = useGetCheckInForDay(today());
  const [queued] = useState(() => readOutbox() !== null);
  if (forDay.isPending && !isOffline() && !queued) return <PageSkeleton />;
  if (forDay.data?.exists && !queued) return <Navigate to="/check-in/results" replace />;
  return (
    <FlowProvider mode="new" checkInId={null} initial={null}>
      <Outlet />
    </FlowProvider>
  );
}

/** /check-in/edit/{id}/*: pre-filled from the stored check-in (a local draft of the edit wins). */
export function EditCheckInFlow() {
  const { checkInId } = useParams();
  const id = Number(checkInId);
  const checkIn = useGetCheckIn(id);
  if (!Number.isInteger(id)) return <Navigate to="/check-in" replace />;
  if (checkIn.isPending) return <PageSkeleton />;
  if (checkIn.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t.checkinsLoadFailure} role="alert">
          This check-in could not be loaded.
        </Alert>
      </Container>
    );
  }
  return (
    <FlowProvider key={id} mode="edit" checkInId={id} initial={draftFromCheckIn(checkIn.data)}>
      <Outlet />
    </FlowProvider>
  );
}
