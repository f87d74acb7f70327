import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountsTexts, loginInputSchema } from '@holdfast/shared/accounts';
import { safeNextPath } from '@holdfast/shared/shell';
import { AuthLayout } from '@/components/auth-layout';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useLogin } from '../api/login';
import { validationMessages } from '../lib/error-messages';
import { ERROR_CODES } from '@holdfast/shared/common';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verificationCompleted = params.get('verificationCompleted') === 'true';
  const verificationFailed = params.get('verificationFailed') === 'true';
  const login = useLogin();

  const form = useZodForm(loginInputSchema, {
    initialValues: { email: (verificationCompleted && params.get('email')) || '', password: '' },
  });

  const handleSubmit = form.onSubmit((values) => {
    const { email, password } = loginInputSchema.parse(values);
    login.mutate(
      { email, password },
      {
        onSuccess: () => void navigate(safeNextPath(params.get('next')) ?? '/dashboard', { replace: true }),
        onError: (error) => {
          if (isApiError(error) && error.status === 403 && error.code === ERROR_CODES.accountSuspended) {
            navigate('/suspended-account');
            return;
          }
          if (!isApiError(error)) notify.error(accountsTexts.recaptchaFailed);
          else notify.error(accountsTexts.unableToLogin);
        },
      },
    );
  });

  const credentialsError =
    isApiError(login.error) && login.error.status === 401 ? login.error.message || accountsTexts.invalidCredentials : null;

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to keep walking in freedom, one day at a time.">
      {verificationCompleted && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {accountsTexts.verificationCompleted}
        </Alert>
      )}
      {verificationFailed && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          Email verification failed. The link may be invalid or expired — sign in to request a new one.
        </Alert>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <ErrorCard messages={validationMessages(login.error)} />
          {credentialsError && (
            <Alert color="red" variant="light" role="alert">
              {credentialsError}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending} disabled={login.isPending}>
            Login
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            New to Holdfast?{' '}
            <Anchor component={Link} to="/registration" fw={600}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
