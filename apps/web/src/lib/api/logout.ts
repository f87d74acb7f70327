import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { releaseNativeDevice } from '../platform';
import { disconnectRealtime } from '../realtime';
import { clearToken, getToken } from '../token-store';
import { accountsApiPaths as paths } from '@holdfast/shared/accounts';

const MIN_LOADER_MS = 1000;

/**
 * POST oauth/logout; server errors are ignored (spec 1 section 4). With `token`, signs out that
 * session although the browser already dropped it (after a password change).
 */
export async function logout(token?: string | null): Promise<void> {
  const bearer = token ?? getToken();
  if (!bearer) return;
  // The device's own session (not one the browser already dropped): release its native push token first.
  if (!token) await releaseNativeDevice().catch(() => undefined);
  // This browser's push subscription goes with the session (only where the browser has push at all).
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    await import('../push-release').then((m) => m.releasePushSubscription(bearer)).catch(() => undefined);
  }
  try {
    await api.post(paths.logout, undefined, token ? { token } : undefined);
  } catch {
    // Logging out must always succeed on this side.
  }
}

/** Logs out, keeps a loader visible for at least ~1 s, then drops the token and the cache. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline too: signing out must never wait for a connection (the device forgets the session at once).
    networkMode: 'always',
    mutationFn: async () => {
      await Promise.all([logout(), new Promise((r) => setTimeout(r, MIN_LOADER_MS))]);
    },
    onSettled: () => {
      disconnectRealtime();
      clearToken();
      queryClient.clear();
    },
  });
}
