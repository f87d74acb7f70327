import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { settingsTexts as st, type AccountSession } from '@holdfast/shared/accounts';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useConfirm } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { useLogout } from '@/lib/api/logout';
import { useListPushDevices } from '../api/list-push-devices';
import { useListSessions } from '../api/list-sessions';
import { useRemovePushDevice } from '../api/remove-push-device';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { useSignOutSession } from '../api/sign-out-session';

const when = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY h:mm A') : 'Not yet');

function SessionCard({ session, onSignOut }: { session: AccountSession; onSignOut: () => void }) {
  return (
    <Card component="li" padding="md" aria-label={session.device ?? 'Unknown device'}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{session.device ?? 'Unknown device'}</Text>
            {session.is_current && (
              <Badge color="harbor" variant="light">
                This device
              </Badge>
            )}
            {session.is_impersonation && (
              <Badge color="orange" variant="light">
                An administrator acting as you
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Place: {session.place ?? 'Not given'}
          </Text>
          <Text size="sm" c="dimmed">
            Signed in {when(session.created_at)} · Last used {when(session.last_used_at)}
          </Text>
        </Stack>
        <Button size="xs" variant="light" color="red" onClick={onSignOut}>
          {session.is_current ? 'Sign out here' : 'Sign out'}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * Sessions and devices (/privacy/sessions): every signed-in session, as each client described
 * itself (no location is looked up), and the devices that receive push notifications.
 */
export function SessionsPage() {
  const sessions = useListSessions();
  const devices = useListPushDevices();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const removeDevice = useRemovePushDevice();
  const logoutHere = useLogout();
  const { ask, dialog } = useConfirm();
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.is_current);

  const askSignOut = (session: AccountSession) =>
    ask({
      title: 'Sign out this session?',
      message: session.is_current
        ? 'You will be signed out on this device.'
        : `${session.device ?? 'That device'} will be signed out at once and must sign in again.`,
      confirmLabel: 'Sign out',
      danger: true,
      onConfirm: async () => {
        if (session.is_current) return logoutHere.mutateAsync();
        await signOutOne.mutateAsync(session.id, {
          onSuccess: (answer) => notify.success(answer.message || st.sessionSignedOut),
          onError: () => notify.error(st.sessionMissing),
        });
      },
    });

  const askSignOutOthers = () =>
    ask({
      title: 'Sign out every other session?',
      message: 'Every device but this one is signed out at once.',
      confirmLabel: 'Sign out others',
      danger: true,
      onConfirm: () =>
        signOutOthers.mutateAsync(undefined, {
          onSuccess: (answer) => notify.success(answer.message),
          onError: () => notify.error('Unable to sign out the other sessions.'),
        }),
    });

  return (
    <PageFrame
      title="Sessions and devices"
      intro="Where your account is signed in, as each device described itself. No location is looked up."
    >
      {dialog}
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18}>
            Signed-in sessions
          </Title>
          <Button size="xs" variant="light" color="red" disabled={others.length === 0} onClick={askSignOutOthers}>
            Sign out all other sessions
          </Button>
        </Group>
        {sessions.isPending ? (
          <ListSkeleton label="Loading sessions" />
        ) : sessions.isError ? (
          <LoadFailure title="Unable to load sessions" onRetry={() => void sessions.refetch()} />
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Signed-in sessions">
            {items.map((s) => (
              <SessionCard key={s.id} session={s} onSignOut={() => askSignOut(s)} />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Devices receiving notifications
        </Title>
        {devices.isPending ? (
          <ListSkeleton label="Loading devices" rows={1} />
        ) : devices.isError ? (
          <LoadFailure title="Unable to load devices" onRetry={() => void devices.refetch()} />
        ) : devices.data.items.length === 0 ? (
          <EmptyCard>No device receives push notifications.</EmptyCard>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Push devices">
            {devices.data.items.map((d) => (
              <Card component="li" key={d.id} padding="md">
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={2}>
                    <Text fw={600}>
                      {d.platform === 'web' ? 'Web browser' : d.platform === 'ios' ? 'iPhone or iPad app' : 'Android app'}
                    </Text>
                    <Text size="sm" c="dimmed">
                      Registered {when(d.created_at)} · Last updated {when(d.updated_at)}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={removeDevice.isPending && removeDevice.variables === d.id}
                    onClick={() =>
                      removeDevice.mutate(d.id, {
                        onSuccess: () => notify.success('The device no longer receives notifications.'),
                        onError: () => notify.error('Unable to remove the device.'),
                      })
                    }
                  >
                    Remove
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </PageFrame>
  );
}
