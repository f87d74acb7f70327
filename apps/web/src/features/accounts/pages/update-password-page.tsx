import { Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { accountsTexts, updatePasswordFormSchema, updatePasswordInputSchema } from '@holdfast/shared/accounts';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { logout } from '@/lib/api/logout';
import { disconnectRealtime } from '@/lib/realtime';
import { clearToken, getToken } from '@/lib/token-store';
import { useQueryClient } from '@tanstack/react-query';
import { useUpdatePassword } from '../api/update-password';
import { PasswordChecklist } from '../components/password-checklist';
import { validationMessages } from '../lib/error-messages';

export function UpdatePasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdatePassword();
  const form = useZodForm(updatePasswordFormSchema, { initialValues: { old_password: '', password: '', password_confirmation: '' } });

  const handleSubmit = form.onSubmit((values) => {
    const { old_password, password }: z.output<typeof updatePasswordInputSchema> = updatePasswordInputSchema.parse(values);
    const input = { old_password, password };
    update.mutate(input, {
      onSuccess: (answer) => {
        notify.success(answer?.message || accountsTexts.passwordChanged);
        // The server signed out every other session; this one signs out too (spec: then /login).
        const token = getToken();
        disconnectRealtime();
        clearToken({ byChoice: true });
        queryClient.clear();
        void navigate('/login', { replace: true });
        void logout(token);
      },
      onError: (error) => {
        if (!(isApiError(error) && error.status === 422)) notify.error(accountsTexts.passwordChangeFailure);
      },
    });
  });

  return (
    <Container size={480} py="xl" px="md">
      <Paper withBorder p="xl" radius="lg">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Title order={1} fz={24}>
              Change Password
            </Title>
            <Text c="dimmed" size="sm">
              After changing your password every other device is signed out, and you sign in again here.
            </Text>
            <ErrorCard messages={validationMessages(update.error)} />
            <PasswordInput label="Old Password" autoComplete="current-password" withAsterisk {...form.getInputProps('old_password')} />
            <PasswordInput label="New Password" autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
            <PasswordChecklist value={form.values.password} />
            <PasswordInput
              label="Confirm Password"
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('password_confirmation')}
            />
            <Button type="submit" loading={update.isPending} disabled={update.isPending}>
              Change Password
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
