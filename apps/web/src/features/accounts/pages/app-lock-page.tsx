import { Alert, Button, Group, Paper, PasswordInput, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PIN_MAX_DIGITS, settingsTexts as st } from '@holdfast/shared/accounts';
import { PageFrame } from '@/components/page-frame';
import { LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAppLock } from '../api/get-app-lock';
import { useRemoveAppLock } from '../api/remove-app-lock';
import { useSetAppLock } from '../api/set-app-lock';
import { validationMessages } from '../lib/error-messages';
import { ErrorCard } from '@/components/error-card';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, PIN_MAX_DIGITS);

/**
 * App lock (/privacy/app-lock): a 4 to 6 digit PIN the server checks. Turning it on asks for the
 * account password; changing or removing it asks for the current PIN or the password.
 */
export function AppLockPage() {
  const status = useAppLock();
  const set = useSetAppLock();
  const remove = useRemoveAppLock();
  const enabled = status.data?.enabled ?? false;
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [proofKind, setProofKind] = useState<'pin' | 'password'>('pin');
  const [proof, setProof] = useState('');
  const [mismatch, setMismatch] = useState<string | null>(null);
  const usePin = enabled && proofKind === 'pin';
  const proofBody = usePin ? { current_pin: proof } : { password: proof };

  const reset = () => {
    setPin('');
    setConfirm('');
    setProof('');
    setMismatch(null);
  };
  const failed = (error: unknown) => {
    if (!(isApiError(error) && error.status === 422))
      notify.error(isApiError(error) && error.message ? error.message : 'Unable to save the app lock.');
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (pin !== confirm) {
      setMismatch('The PINs do not match.');
      return;
    }
    setMismatch(null);
    remove.reset();
    set.mutate({ pin, ...proofBody }, { onSuccess: (a) => (notify.success(a.message || st.pinSet), reset()), onError: failed });
  };
  const turnOff = () => {
    set.reset();
    remove.mutate(proofBody, { onSuccess: (a) => (notify.success(a.message || st.pinRemoved), reset()), onError: failed });
  };

  return (
    <PageFrame
      title="App lock"
      intro="With the app lock on, Holdfast covers itself while it is in the background and asks for your PIN after five minutes away."
    >
      {status.isPending ? (
        <Skeleton height={240} />
      ) : status.isError ? (
        <LoadFailure title="Unable to load the app lock" onRetry={() => void status.refetch()} />
      ) : (
        <Paper withBorder p="xl">
          <form onSubmit={save} noValidate>
            <Stack gap="md">
              <Alert color={enabled ? 'harbor' : 'gray'} variant="light">
                {enabled ? 'The app lock is on.' : 'The app lock is off.'}
              </Alert>
              <Title order={2} fz={18}>
                {enabled ? 'Change your PIN' : 'Choose a PIN'}
              </Title>
              <ErrorCard messages={validationMessages(set.error ?? remove.error)} />
              <PasswordInput
                label={enabled ? 'New PIN' : 'PIN'}
                description="4 to 6 digits"
                inputMode="numeric"
                autoComplete="off"
                value={pin}
                onChange={(e) => setPin(digitsOnly(e.currentTarget.value))}
              />
              <PasswordInput
                label="Confirm PIN"
                inputMode="numeric"
                autoComplete="off"
                value={confirm}
                error={mismatch}
                onChange={(e) => setConfirm(digitsOnly(e.currentTarget.value))}
              />
              {enabled && (
                <SegmentedControl
                  aria-label="Prove it is you with"
                  value={proofKind}
                  onChange={(v) => (setProofKind(v as 'pin' | 'password'), setProof(''))}
                  data={[
                    { value: 'pin', label: 'Current PIN' },
                    { value: 'password', label: 'Account password' },
                  ]}
                />
              )}
              <PasswordInput
                label={usePin ? 'Current PIN' : 'Account password'}
                inputMode={usePin ? 'numeric' : undefined}
                autoComplete={usePin ? 'off' : 'current-password'}
                value={proof}
                onChange={(e) => setProof(usePin ? digitsOnly(e.currentTarget.value) : e.currentTarget.value)}
              />
              <Text size="xs" c="dimmed">
                Five wrong PINs in a row sign that device out. Your PIN is checked by our server and never stored on this device.
              </Text>
              <Group>
                <Button type="submit" loading={set.isPending} disabled={!pin || !proof}>
                  {enabled ? 'Change PIN' : 'Turn on app lock'}
                </Button>
                {enabled && (
                  <Button variant="light" color="red" loading={remove.isPending} disabled={!proof} onClick={turnOff}>
                    Turn off app lock
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </PageFrame>
  );
}
