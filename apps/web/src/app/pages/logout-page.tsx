import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/lib/api/logout';

/** /logout: server logout (errors ignored), a loader for about a second, then /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const { mutate } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  }, [mutate, navigate]);

  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">Logging out…</Text>
      </Stack>
    </Center>
  );
}
