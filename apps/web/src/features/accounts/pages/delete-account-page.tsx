import { useEffect, useState } from 'react';
import { Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { deleteAccountFormSchema, ERASURE_LOGOUT_DELAYS_MS, erasureTexts as t } from '@holdfast/shared/erasure';
import { ErrorCard } from '@/components/error-card';
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
 * the toast, then after 500 ms the sign-out (the server has ended every session already), and 1 s
 * later /login.
 */
export function DeleteAccountPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const form = useZodForm(deleteAccountFormSchema, { initialValues: { password: '' } });
  const [leaving, setLeaving] = useState(false);

  // After the toast: sign out at 500 ms (the server ended every session already), /login 1 s later.
  useEffect(() => {
    if (!leaving) return;
    let next: number | undefined;
    const first = window.setTimeout(() => {
      clearToken();
      queryClient.clear();
      next = window.setTimeout(() => void navigate('/login', { replace: true }), LOGOUT_MS);
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
