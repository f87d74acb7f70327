import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { OTP_LENGTH, premiumTexts as t, premiumWebPaths as web, verifyOtpInputSchema } from '@holdfast/shared/premium-groups';
import { AuthLayout } from '@/components/auth-layout';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { digitsOf, OtpBoxes } from '../components/otp-boxes';
import { issuesOf } from '../lib/application-errors';
import { useOnSent } from '../lib/use-on-sent';

/** /premium-groups/applications/submit/guest/user/otp?id=&guest_email=: six boxes, verify, resend. */
export function GuestOtpPage() {
  const onSent = useOnSent();
  const [query] = useSearchParams();
  const id = Number(query.get('id'));
  const email = query.get('guest_email') ?? '';
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  // The mailed link carries the code too: the boxes come filled, one press to verify.
  const [code, setCode] = useState(() => digitsOf(query.get('otp') ?? '', OTP_LENGTH));
  const [error, setError] = useState<string | undefined>();

  if (!(id > 0) || !email) return <Navigate to={web.guest} replace />;

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const message = issuesOf(verifyOtpInputSchema, { id, otp: code }).otp;
    setError(message);
    if (message) return;
    verify.mutate(
      { id, otp: code },
      {
        onSuccess: onSent,
        onError: (err) => {
          setCode('');
          setError(isApiError(err) ? (err.errors.otp?.[0] ?? err.message) : t.otpNotVerified);
        },
      },
    );
  };
  const handleResend = () => {
    resend.mutate(
      { id, email },
      {
        onSuccess: (answer) => {
          setCode('');
          setError(undefined);
          notify.success(answer.message || t.otpResent);
        },
        onError: (err) => notify.error(isApiError(err) && err.status === 429 ? err.message : t.otpNotVerified),
      },
    );
  };

  return (
    <AuthLayout title="Enter your code" subtitle={`We sent a 6-digit code to ${email}. It expires in 10 minutes.`}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <OtpBoxes value={code} onChange={setCode} length={OTP_LENGTH} error={error} />
          <Button type="submit" size="md" fullWidth loading={verify.isPending}>
            Verify
          </Button>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              No code?
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={handleResend} loading={resend.isPending}>
              Resend code
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
