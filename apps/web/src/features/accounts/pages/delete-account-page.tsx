import { useEffect, useState } from 'react';
import { Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { deleteAccountFormSchema, ERASURE_LOGOUT_DELAYS_MS, erasureTexts as t } from '@holdfast/shared/erasure';
import { ErrorCard } from '@/components/error-card';
import { FullPageStatus } from '@/components/full-page-status';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { clearToken } from '@/lib/token-store';
import { useDeleteAccount } from '../api/delete-account';
import { PasswordChecklist } from '../components/password-checklist';
import { validationMessages } from '../lib/error-messages';

const [TOAST_MS, LOGOUT_MS] = ERASURE_LOGOUT_DELAYS_MS;

/**
 * /delete-my-account (spec 3 sections 2, 4, 5, 8): the password with the strength rule; on success
 * the toast, then after 500 ms the logout ('Logging out…'), and 1 s later /login.
 */
export function DeleteAccountPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const form = useZodForm(deleteAccountFormSchema, { initialValues: { password: '' } });
  const [leaving, setLeaving] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  // After the toast, the logout at 500 ms ('Logging out…', as /logout shows it; the server ended every
  // session already), and 1 s later /login with the token and the cached data gone.
  useEffect(() => {
    if (!leaving) return;
    let next: number | undefined;
    const first = window.setTimeout(() => {
      setLoggingOut(true);
      next = window.setTimeout(() => {
        clearToken();
        queryClient.clear();
        // The guard answers the cleared token at once (to /login?next=here); /login is where this ends.
        window.setTimeout(() => void navigate('/login', { replace: true }), 0);
      }, LOGOUT_MS);
    }, TOAST_MS);
    return () => {
      window.clearTimeout(first);
      window.clearTimeout(next);
    };
  }, [leaving, navigate, queryClient]);

  const handleSubmit = form.onSubmit((values) => {
    remove.mutate(
      { password: values.password },
      {
        onSuccess: () => {
          notify.success(t.deleted);
          setLeaving(true);
        },
        onError: (error) => {
          if (!(isApiError(error) && error.status === 422)) notify.error(t.failure);
        },
      },
    );
  });

  const done = leaving;
  if (loggingOut) return <FullPageStatus text="Logging out…" />;
  return (
    <Container size={480} py="xl" px="md">
      <Paper withBorder p="xl" radius="lg">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Title order={1} fz={24}>
              {t.title}
            </Title>
            <Text c="red.8" fw={700}>
              {t.warning}
            </Text>
            <ErrorCard messages={validationMessages(remove.error)} />
            <PasswordInput
              label={t.passwordLabel}
              autoComplete="current-password"
              withAsterisk
              disabled={done}
              {...form.getInputProps('password')}
            />
            <PasswordChecklist value={form.values.password} />
            <Button type="submit" color="red" loading={remove.isPending} disabled={remove.isPending || done}>
              {t.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
