import { Button, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { accountsTexts, oldPasswordResetFormSchema } from '@holdfast/shared/accounts';
import { AuthLayout } from '@/components/auth-layout';
import { ErrorCard } from '@/components/error-card';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { isApiError } from '@/lib/api-client';
import { useResetOldPassword } from '../api/reset-old-password';
import { NewPasswordFields } from '../components/form-parts';
import { validationMessages } from '../lib/error-messages';

/** Users migrated from the old site set a new password before anything else. */
export function ResetOldPasswordPage() {
  const navigate = useNavigate();
  const reset = useResetOldPassword();
  const form = useZodForm(oldPasswordResetFormSchema, { initialValues: { password: '', password_confirmation: '' } });

  const handleSubmit = form.onSubmit((values) => {
    const { password } = oldPasswordResetFormSchema.parse(values);
    reset.mutate(password, {
      onSuccess: (answer) => {
        if (answer?.message) notify.success(answer.message);
        navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        if (!(isApiError(error) && error.status === 422)) notify.error(accountsTexts.oldResetFailure);
      },
    });
  });

  return (
    <AuthLayout title="Reset your password" subtitle="We have upgraded our sign-in. Please choose a new password to continue.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <ErrorCard messages={validationMessages(reset.error)} />
          <NewPasswordFields
            description={accountsTexts.oldResetHelp}
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('password_confirmation')}
            value={form.values.password}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending} disabled={reset.isPending}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
