import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { coachAccessOf, coachingWebPaths, isCoachPage, type CoachDetail } from '@holdfast/shared/coaching';
import { currentPlatform } from '@/lib/platform';
import { onRealtimeConnect, onRealtimeEvent } from '@/lib/realtime';
import { useGetCoach } from '../api/get-coach';
import { coachingKeys } from '../api/query-keys';
import { BillingRequiredDialog, CoachInactiveDialog, IosBillingBlockedDialog } from './coach-dialogs';
import { UpdateCardBanner } from './update-card-banner';

type Dialog = 'billing-required' | 'ios-blocked' | 'inactive';

/**
 * The coach's billing, app-wide (the shell mounts it for a coach and on every coach page, beside the
 * page; the centre's layout only holds its pages while this decides):
 * - 'coaching.status-changed' updates the coach's status at once, so the banner, the dialogs and
 *   the centre close or open without a reload; 'coaching.clients-changed' refreshes the clients and costs;
 * - after a failed payment, the banner with 'Update card' on every page but the billing page (which
 *   has its own);
 * - the coach's pages need billing set up (else 'Billing info required' and /billing-info; on iOS the
 *   blocked dialog and /dashboard) and a subscription that opens the centre: if it does not, the
 *   coach is asked for once more, then the blocking dialog shows and the coach goes to /dashboard.
 */
export function CoachBillingWatcher() {
  const queryClient = useQueryClient();
  const coach = useGetCoach();
  const access = coachAccessOf(coach.data);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const ios = currentPlatform() === 'ios';
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const asking = useRef(false);

  useEffect(() => {
    const offs = [
      onRealtimeEvent('coaching.status-changed', ({ coach_id, subscription_status }) => {
        const current = queryClient.getQueryData<CoachDetail | null>(coachingKeys.coach());
        if (!current || current.id !== coach_id) return;
        queryClient.setQueryData<CoachDetail>(coachingKeys.coach(), { ...current, subscription_status });
        void queryClient.invalidateQueries({ queryKey: coachingKeys.billing() });
      }),
      // A client accepted, rejected or was removed: the client list, the costs and the upcoming payment change.
      onRealtimeEvent('coaching.clients-changed', ({ coach_id }) => {
        const current = queryClient.getQueryData<CoachDetail | null>(coachingKeys.coach());
        if (current?.id === coach_id) void queryClient.invalidateQueries({ queryKey: coachingKeys.all });
      }),
      // An event sent while the socket was down was lost: ask again.
      onRealtimeConnect((missed) => {
        if (missed) void queryClient.invalidateQueries({ queryKey: coachingKeys.coach() });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient]);

  const onCoachPage = isCoachPage(pathname);
  const onCoachPageNow = useRef(onCoachPage);
  useEffect(() => {
    onCoachPageNow.current = onCoachPage;
  }, [onCoachPage]);
  const { isSuccess, refetch } = coach;
  useEffect(() => {
    if (access === 'open') setDialog((d) => (d === 'inactive' ? null : d));
    if (!onCoachPage || !isSuccess || access === 'open' || access === 'none' || access === 'invited') return;
    if (access === 'billing-required') {
      setDialog(ios ? 'ios-blocked' : 'billing-required');
      void navigate(ios ? '/dashboard' : coachingWebPaths.billing, { replace: true });
      return;
    }
    // Asked once more before the coach is turned away (spec 3 section 4).
    if (asking.current) return;
    asking.current = true;
    void refetch().then(({ data }) => {
      asking.current = false;
      if (coachAccessOf(data) === 'open' || !onCoachPageNow.current) return;
      setDialog('inactive');
      void navigate('/dashboard', { replace: true });
    });
  }, [access, onCoachPage, isSuccess, refetch, ios, navigate]);

  return (
    <>
      {access === 'payment-failed' && pathname !== coachingWebPaths.billing && <UpdateCardBanner linked={!ios} radius={0} />}
      <BillingRequiredDialog opened={dialog === 'billing-required'} onClose={() => setDialog(null)} />
      <IosBillingBlockedDialog opened={dialog === 'ios-blocked'} onClose={() => setDialog(null)} />
      <CoachInactiveDialog
        opened={dialog === 'inactive'}
        canUpdateCard={!ios && access === 'payment-failed'}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
