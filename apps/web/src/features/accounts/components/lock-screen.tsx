import { Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { PIN_MAX_DIGITS, settingsTexts as st } from '@holdfast/shared/accounts';
import { isApiError } from '@/lib/api-client';
import { logout } from '@/lib/api/logout';
import { isNativePlatform } from '@/lib/platform';
import { disconnectRealtime } from '@/lib/realtime';
import { clearToken } from '@/lib/token-store';
import { useUnlockApp } from '../api/unlock-app';
import { unlockedApp } from '../lib/app-lock-state';

/** Above Mantine's modals and toasts; quick exit (10001) stays reachable above it. */
const LOCK_Z = 10000;

/**
 * The lock screen: covers the whole app (the page behind is inert) until the server says the PIN
 * is right. Offline it cannot be checked, so the app stays locked. The fifth wrong PIN in a row
 * signs the session out (the server revoked it), and so does 'Sign out'.
 */
export function LockScreen() {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const unlock = useUnlockApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Inside the app, with a PIN kept behind the device's biometrics: 'Unlock with biometrics' (lib/native/biometric.ts).
  const [biometric, setBiometric] = useState(false);

  useEffect(() => {
    if (!isNativePlatform()) return;
    let live = true;
    void import('@/lib/native/biometric')
      .then((b) => b.biometricUnlockReady())
      .then((ready) => live && setBiometric(ready))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    return () => root?.removeAttribute('inert');
  }, []);

  const signOut = async (callServer: boolean) => {
    if (callServer) await logout();
    disconnectRealtime();
    clearToken({ byChoice: true });
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  const tryPin = (value: string, fromBiometrics: boolean) => {
    if (!navigator.onLine) {
      setError(st.lockOffline);
      return;
    }
    unlock.mutate(
      { pin: value },
      {
        onSuccess: (answer) => {
          setPin('');
          if (answer.unlocked) {
            // A typed PIN the server took is kept for biometric unlock next time (native only).
            if (!fromBiometrics && isNativePlatform()) void import('@/lib/native/biometric').then((b) => b.rememberPinForBiometrics(value));
            unlockedApp();
            return;
          }
          if (fromBiometrics) {
            // The kept PIN is no longer the lock's (changed elsewhere): forget it, type the new one.
            setBiometric(false);
            void import('@/lib/native/biometric').then((b) => b.forgetBiometricPin());
          }
          if (answer.attempts_left > 0) setError(st.pinWrong(answer.attempts_left));
          else void signOut(false);
        },
        onError: (err) => {
          setError(isApiError(err) && err.status === 0 ? st.lockOffline : st.lockFailure);
        },
      },
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    tryPin(pin, false);
  };

  const unlockWithBiometrics = async () => {
    const b = await import('@/lib/native/biometric');
    const kept = await b.pinFromBiometrics('Unlock Holdfast');
    if (kept) tryPin(kept, true);
  };

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="lock-title"
      style={{ position: 'fixed', inset: 0, zIndex: LOCK_Z, background: 'var(--mantine-color-gray-0)' }}
    >
      <Center mih="100dvh" p="md">
        <Paper withBorder p="xl" w="100%" maw={380}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Title order={1} fz={22} id="lock-title">
                {st.lockTitle}
              </Title>
              <Text size="sm" c="dimmed">
                {st.lockBody}
              </Text>
              <PasswordInput
                label="PIN"
                inputMode="numeric"
                autoComplete="off"
                maxLength={PIN_MAX_DIGITS}
                value={pin}
                onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
                error={error}
                data-autofocus
                autoFocus
              />
              <Button type="submit" loading={unlock.isPending} disabled={pin.length < 4}>
                Unlock
              </Button>
              {biometric && (
                <Button variant="light" onClick={() => void unlockWithBiometrics()} disabled={unlock.isPending}>
                  Unlock with biometrics
                </Button>
              )}
              <Button variant="subtle" color="gray" onClick={() => void signOut(true)}>
                Sign out
              </Button>
            </Stack>
          </form>
        </Paper>
      </Center>
    </div>,
    document.body,
  );
}
