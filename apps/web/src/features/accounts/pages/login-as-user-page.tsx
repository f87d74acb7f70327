import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { accountsTexts } from '@holdfast/shared/accounts';
import { notify } from '@/lib/notify';
import { useLoginAsUser } from '../api/login-as-user';

/** /login-as-user?token=: an administrator's one-time impersonation link. */
export function LoginAsUserPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/login" replace />;
  return <Impersonate token={token} />;
}

function Impersonate({ token }: { token: string }) {
  const navigate = useNavigate();
  const { mutate } = useLoginAsUser();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(token, {
      onSuccess: () => void navigate('/dashboard', { replace: true }),
      onError: () => {
        notify.error(accountsTexts.unableToLogin);
        navigate('/login', { replace: true });
      },
    });
  }, [mutate, navigate, token]);

  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">Signing in…</Text>
      </Stack>
    </Center>
  );
}
