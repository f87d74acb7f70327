import { Button, Stack, TextInput } from '@mantine/core';
import { accountsTexts, forgotPasswordInputSchema } from '@holdfast/shared/accounts';
import { AuthLayout } from '@/components/auth-layout';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { BackToLogin } from '../components/form-parts';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { validationMessages } from '../lib/error-messages';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useZodForm(forgotPasswordInputSchema, { initialValues: { email: '' } });

  const handleSubmit = form.onSubmit((values) => {
    const { email } = forgotPasswordInputSchema.parse(values);
    request.mutate(
      { email },
      {
        onSuccess: () => notify.success(accountsTexts.forgotSuccess),
        onError: (error) => {
          if (!isApiError(error)) notify.error(accountsTexts.recaptchaFailed);
          else if (error.status !== 422) notify.error(accountsTexts.forgotFailure);
        },
      },
    );
  });

  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your email and we will send you a link to set a new one.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <ErrorCard messages={validationMessages(request.error)} />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <Button type="submit" size="md" fullWidth loading={request.isPending} disabled={request.isPending}>
            Send Reset Link
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthLayout>
  );
}
