import { useEffect, useRef, useState } from 'react';
import { lazyPart, OptionalPart } from '@/components/optional-part';
import { useNavigate } from 'react-router';
import { accountsTexts } from '@holdfast/shared/accounts';
import { compareVersions } from '@holdfast/shared/reference';
import { useAppInfo } from '@/lib/api/get-app-info';
import { useProfile } from '@/lib/api/get-profile';
import { logout } from '@/lib/api/logout';
import { notify } from '@/lib/notify';
import { disconnectRealtime } from '@/lib/realtime';
import { clearToken } from '@/lib/token-store';
import { useToken } from '@/lib/use-token';
import { useDiscreetTitle } from './use-discreet-title';
import { useHydrated } from './use-hydrated';

// Modals pull in a sizeable part of Mantine; load them only when one must show.
const BlockingDialogs = lazyPart(() => import('./blocking-dialogs').then((m) => ({ default: m.BlockingDialogs })));
// The service worker's page side (registration, update prompt, offline notice): after the first paint,
// only in a production build (a development server's modules are not what a worker should precache).
const Pwa = lazyPart(() => import('./pwa').then((m) => ({ default: m.Pwa })));
const withServiceWorker = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

function forceLogout() {
  void logout();
  disconnectRealtime();
  clearToken();
}

/** 'Internet connection lost!' / 'You are now online!' (spec 1 section 4). */
function useConnectivityToasts() {
  useEffect(() => {
    const handleOffline = () => notify.warning(accountsTexts.offline);
    const handleOnline = () => notify.success(accountsTexts.online);
    window.addEventListener('offline', handleOffline);
    window.addEventListener('online', handleOnline);
    return () => {
      window.removeEventListener('offline', handleOffline);
      window.removeEventListener('online', handleOnline);
    };
  }, []);
}

/** App-wide watchers: connectivity, app version (on start and every 15 min), configuration state, the discreet tab title. */
export function AppWatchers() {
  useConnectivityToasts();
  useDiscreetTitle();
  const navigate = useNavigate();
  const token = useToken();
  const appInfo = useAppInfo();
  const profile = useProfile();
  const [configDialog, setConfigDialog] = useState(false);
  // Not while React hydrates a prerendered page (/login): its build-time render had no worker part.
  const hydrated = useHydrated();
  const handledConfig = useRef(false);

  const outdated = !!appInfo.data && compareVersions(__APP_VERSION__, appInfo.data.min_supported_version) < 0;

  useEffect(() => {
    if (outdated && token) forceLogout();
  }, [outdated, token]);

  const configurationIncomplete = !!token && profile.data?.configurationComplete === false;
  useEffect(() => {
    if (configurationIncomplete && !handledConfig.current) {
      handledConfig.current = true;
      setConfigDialog(true);
      forceLogout();
    }
    if (!token) handledConfig.current = false;
  }, [configurationIncomplete, token]);

  return (
    <>
      {withServiceWorker && hydrated && (
        <OptionalPart afterPaint>
          <Pwa />
        </OptionalPart>
      )}
      {(outdated || configDialog) && (
        <OptionalPart>
          <BlockingDialogs
            outdated={outdated}
            configurationIncomplete={configDialog}
            onConfigurationClose={() => {
              setConfigDialog(false);
              navigate('/login', { replace: true });
            }}
          />
        </OptionalPart>
      )}
    </>
  );
}
