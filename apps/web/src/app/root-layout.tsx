import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageSkeleton } from '@/components/page-skeleton';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { disconnectRealtime } from '@/lib/realtime';
import { AppWatchers } from './app-watchers';
import { useHydrated } from './use-hydrated';
import { useNativeShell } from './use-native-shell';
import { queryKeys } from '@/lib/api/query-keys';

export function RootLayout() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useNativeShell();

  // A 401 on an authenticated call: the token is already cleared; drop user data and go to /login.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      disconnectRealtime();
      queryClient.removeQueries({ queryKey: queryKeys.users });
      queryClient.removeQueries({ queryKey: queryKeys.notifications });
      navigate('/login', { replace: true });
    });
  }, [navigate, queryClient]);

  return (
    <>
      <AppWatchers />
      {/* A prerendered page (dist/pages/login.html) paints before its JavaScript runs; until React has
          taken it over it is inert, so nothing typed or clicked is lost or sent as a plain form. */}
      <div inert={!hydrated} style={{ display: 'contents' }}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </>
  );
}
