import { Button, Center, Loader, Stack, TextInput } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { accountsTexts, resetPasswordFormSchema } from '@holdfast/shared/accounts';
import { AuthLayout } from '@/components/auth-layout';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCheckResetToken } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { BackToLogin, NewPasswordFields } from '../components/form-parts';
import { validationMessages } from '../lib/error-messages';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  if (!token || !email) return <Navigate to="/login" replace />;
  return <ResetPasswordGate token={token} email={email} />;
}

/**
 * The link is checked as the page opens: a used or expired one says so at once (and once), with the way
 * to a new link, instead of after the member has typed a new password twice.
 */
function ResetPasswordGate({ token, email }: { token: string; email: string }) {
  const check = useCheckResetToken({ token, email });
  if (check.isPending) {
    return (
      <AuthLayout title="Set a new password">
        <Center py="lg">
          <Loader role="status" aria-label="Checking your reset link" />
        </Center>
      </AuthLayout>
    );
  }
  // A failed check (offline, say) does not hide the form: the reset itself still answers for the link.
  if (check.data?.valid === false) {
    return (
      <AuthLayout title="Set a new password">
        <Stack gap="md">
          <ErrorCard title="This link cannot be used" messages={[accountsTexts.resetInvalidToken]} />
          <Button component={Link} to="/forgot-password" size="md" fullWidth>
            Send me a new link
          </Button>
          <BackToLogin />
        </Stack>
      </AuthLayout>
    );
  }
  return <ResetPasswordForm token={token} email={email} />;
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordFormSchema, {
    initialValues: { email, password: '', password_confirmation: '' },
  });

  const handleSubmit = form.onSubmit((values) => {
    const parsed = resetPasswordFormSchema.parse(values);
    reset.mutate(
      { token, email: parsed.email, password: parsed.password },
      {
        onSuccess: () => void navigate('/dashboard', { replace: true }),
        onError: (error) => {
          if (!isApiError(error)) notify.error(accountsTexts.recaptchaFailed);
          else if (error.status !== 422) notify.error(accountsTexts.resetFailure);
        },
      },
    );
  });

  const errors = validationMessages(reset.error);
  const tokenErrors = isApiError(reset.error) ? (reset.error.errors.token ?? []) : [];
  const hasTokenError = tokenErrors.length > 0;

  return (
    <AuthLayout title="Set a new password" subtitle="Choose a strong password you have not used here before.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {/* An expired or used link: its own message once (the API's token error repeats it). */}
          <ErrorCard
            messages={hasTokenError ? [accountsTexts.resetInvalidToken, ...errors.filter((m) => !tokenErrors.includes(m))] : errors}
          />
          <TextInput label="Email" type="email" readOnly {...form.getInputProps('email')} />
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('password_confirmation')}
            value={form.values.password}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending} disabled={reset.isPending}>
            Reset Password
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthLayout>
  );
}
