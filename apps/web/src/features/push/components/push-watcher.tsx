import { useQuery } from '@tanstack/react-query';
import { enableNativePush } from '@/lib/platform';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { pushTexts as t } from '@holdfast/shared/reference';
import { useAppInfo } from '@/lib/api/get-app-info';
import { getDashboardQueryOptions } from '@/lib/api/get-dashboard';
import { useProfile } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { useToken } from '@/lib/use-token';
import { userKey } from '@/lib/user-storage';
import { claimSubscription, enablePush, existingSubscription } from '../lib/enable-push';
import { pushSupport, type PushSupport } from '../lib/push-support';
import { PushOffer } from './push-offer';

/** Pages the offer may appear on: the dashboard and a check-in's results (never during the check-in). */
const OFFER_PAGES = ['/dashboard', '/check-in/results'];
/** 'Not now' (or the install steps seen) keeps the offer away this long. */
export const OFFER_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;
const OFFER_KEY = 'push-offer-answered';

function answeredRecently(now = Date.now()): boolean {
  const key = userKey(OFFER_KEY);
  if (!key) return true; // no user known yet: ask nothing
  const at = Number(localStorage.getItem(key));
  return Number.isFinite(at) && at > 0 && now - at < OFFER_SNOOZE_MS;
}

function rememberAnswer(now = Date.now()) {
  const key = userKey(OFFER_KEY);
  if (key) localStorage.setItem(key, String(now));
}

/**
 * Web push on the page's side (issue 40). Once the member has checked in at least once (the
 * dashboard's has_done_any_daily_checkins: never on a first visit), the dashboard and the check-in
 * results offer notifications, unless this browser cannot have them, already answered the browser's
 * permission, or the member said 'Not now' in the last 30 days. With permission given, each session
 * stores this browser's subscription again (a new sign-in on the device) and hands the service
 * worker the session's token.
 */
export function PushWatcher({ support: forced }: { support?: PushSupport }) {
  const support = useMemo(() => forced ?? pushSupport(), [forced]);
  const { pathname } = useLocation();
  const token = useToken();
  const profile = useProfile();
  const appInfo = useAppInfo();
  const userId = profile.data?.id ?? null;
  const [hidden, setHidden] = useState(false);
  const [busy, setBusy] = useState(false);

  // A session on a browser that already has push: its subscription belongs to this member now.
  const vapidPublicKey = appInfo.data?.push.vapid_public_key ?? null;
  useEffect(() => {
    if (support !== 'ask' || !token || userId === null || !vapidPublicKey) return;
    let cancelled = false;
    void existingSubscription()
      .then((found) =>
        found && !cancelled ? claimSubscription(found.registration, found.subscription, { token, userId, vapidPublicKey }) : undefined,
      )
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [support, token, userId, vapidPublicKey]);

  // Inside the app the system keeps the answer: the offer is shown until the member answered it here.
  const permissionOpen = support === 'install' || support === 'native' || (support === 'ask' && Notification.permission === 'default');
  const candidate =
    support !== 'none' && permissionOpen && userId !== null && OFFER_PAGES.includes(pathname) && !hidden && !answeredRecently();
  const dashboard = useQuery({ ...getDashboardQueryOptions(), enabled: candidate });
  if (!candidate || !dashboard.data?.has_done_any_daily_checkins) return null;

  const dismiss = () => {
    rememberAnswer();
    setHidden(true);
  };
  const allow = async () => {
    if (support === 'native') {
      setBusy(true);
      const answer = await enableNativePush().catch(() => 'failed' as const);
      setBusy(false);
      setHidden(true);
      rememberAnswer();
      if (answer === 'granted') notify.success(t.enabled);
      else if (answer === 'denied') notify.warning(t.denied);
      else notify.error(t.failed);
      return;
    }
    if (!vapidPublicKey || !token || userId === null) return notify.error(t.failed);
    setBusy(true);
    const outcome = await enablePush({ vapidPublicKey, token, userId });
    setBusy(false);
    setHidden(true);
    rememberAnswer();
    if (outcome === 'enabled') notify.success(t.enabled);
    else if (outcome === 'denied') notify.warning(t.denied);
    else notify.error(t.failed);
  };
  return <PushOffer mode={support === 'install' ? 'install' : 'ask'} busy={busy} onAllow={() => void allow()} onDismiss={dismiss} />;
}
