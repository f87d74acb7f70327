import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { accountsTexts } from '@holdfast/shared/accounts';
import { isApiError } from '@/lib/api-client';
import { useProfile } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { useDeleteChangeEmailRequest } from '../api/delete-change-email-request';
import { useChangeEmailRequest } from '../api/get-change-email-request';
import { useResendNewVerification } from '../api/resend-new-verification';
import { ChangeEmailForm } from '../components/change-email-form';

export function UpdateEmailPage() {
  const profile = useProfile();
  const request = useChangeEmailRequest();
  const remove = useDeleteChangeEmailRequest();
  const resend = useResendNewVerification();
  const pending = request.data?.request ?? null;

  const handleResend = () =>
    pending &&
    resend.mutate(pending.email, {
      onSuccess: () => notify.success(accountsTexts.emailChangeRequestSent),
      onError: (error) =>
        notify.error(
          isApiError(error) && error.status === 404 ? accountsTexts.emailChangeRequestMissing : accountsTexts.changeEmailFailure,
        ),
    });

  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: (answer) => notify.success(answer?.message || accountsTexts.emailChangeRequestDeleted),
      onError: (error) =>
        notify.error(
          isApiError(error) && error.status === 404
            ? accountsTexts.emailChangeRequestMissing
            : accountsTexts.emailChangeRequestDeleteFailure,
        ),
    });

  return (
    <Container size={520} py="xl" px="md">
      <Paper withBorder p="xl" radius="lg">
        <Stack gap="md">
          <Title order={1} fz={24}>
            Change Email
          </Title>
          <Text size="sm" c="dimmed">
            Current email: <b>{profile.data?.email}</b>. We will send a link to the new address; the change takes effect once you open it.
            Your current address is told and gets a link that undoes the change for 7 days.
          </Text>
          {request.isPending ? (
            <Skeleton height={120} />
          ) : (
            <>
              {pending && (
                <Alert color="harbor" variant="light" title="Pending request">
                  <Stack gap="xs">
                    <Text size="sm">
                      Change to <b>{pending.email}</b>, requested {dayjs(pending.created_at).format('MMM D, YYYY')}.
                    </Text>
                    <Text size="sm">Edit the address below to send the link somewhere else (Update).</Text>
                    <Group>
                      <Button size="xs" variant="light" onClick={handleResend} loading={resend.isPending}>
                        Resend
                      </Button>
                      <Button size="xs" color="red" variant="light" onClick={handleDelete} loading={remove.isPending}>
                        Cancel
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              )}
              <ChangeEmailForm key={pending?.id ?? 'new'} pending={pending} />
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
