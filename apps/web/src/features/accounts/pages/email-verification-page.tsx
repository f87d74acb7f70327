import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { accountsTexts } from '@holdfast/shared/accounts';
import { AuthLayout } from '@/components/auth-layout';
import { useProfile } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { useChangeEmailRequest } from '../api/get-change-email-request';
import { useResendVerification } from '../api/resend-verification';
import { ChangeEmailForm } from '../components/change-email-form';

const VERIFICATION_POLL_MS = 5_000;

/** Unverified users wait here; the guard sends them on once verified_on is set. */
export function EmailVerificationPage() {
  const profile = useProfile();
  const resend = useResendVerification();
  const changeRequest = useChangeEmailRequest();
  const [modalOpened, modal] = useDisclosure(false);
  const pending = changeRequest.data?.request ?? null;
  const verified = Boolean(profile.data?.verified_on);
  const { refetch } = profile;

  // Notice the link being opened (on this device or another) without a button press: check every
  // 5 s while the page is visible, and at once when the person comes back to it.
  useEffect(() => {
    if (verified) return;
    const check = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    const timer = window.setInterval(check, VERIFICATION_POLL_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [verified, refetch]);

  const handleResend = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => notify.success(answer?.message || accountsTexts.verificationSent),
      onError: () => notify.error(accountsTexts.sendVerificationFailure),
    });

  const handleCheck = async () => {
    const result = await profile.refetch();
    if (result.isError) notify.error(accountsTexts.refreshFailure);
    else if (!result.data?.verified_on) notify.warning(accountsTexts.stillNotVerified);
  };

  return (
    <AuthLayout
      title="Verify your email"
      subtitle={
        <>
          We sent a verification link to <b>{profile.data?.email}</b>. Open it to activate your account.
        </>
      }
    >
      <Stack gap="md">
        {pending && (
          <Alert color="harbor" variant="light" role="status">
            A change to <b>{pending.email}</b> is pending. Check that inbox for the verification link.
          </Alert>
        )}
        <Button leftSection={<IconMailForward size={18} />} onClick={handleResend} loading={resend.isPending} disabled={resend.isPending}>
          Resend Invitation
        </Button>
        <Button variant="light" onClick={handleCheck} loading={profile.isFetching}>
          Check Status Again
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={modal.open} size="sm">
            Change Email
          </Anchor>
          <Anchor component={Link} to="/logout" size="sm" c="dimmed">
            Logout
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed">
          Can’t find it? Look in your spam or promotions folder.
        </Text>
      </Stack>
      <Modal opened={modalOpened} onClose={modal.close} title="Change Email" centered>
        <ChangeEmailForm pending={pending} onDone={modal.close} />
      </Modal>
    </AuthLayout>
  );
}
