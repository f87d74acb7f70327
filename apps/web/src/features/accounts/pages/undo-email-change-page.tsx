import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { settingsTexts as st } from '@holdfast/shared/accounts';
import { AuthLayout } from '@/components/auth-layout';
import { isApiError } from '@/lib/api-client';
import { disconnectRealtime } from '@/lib/realtime';
import { clearToken } from '@/lib/token-store';
import { useUndoEmailChange } from '../api/undo-email-change';

/**
 * The link mailed to the old address after an e-mail change (/undo-email-change?token=). It asks
 * before it acts, so a mail scanner opening the link changes nothing.
 */
export function UndoEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const undo = useUndoEmailChange();
  const queryClient = useQueryClient();

  const run = () =>
    undo.mutate(
      { token },
      {
        onSuccess: () => {
          // Every session was signed out, this browser's too.
          disconnectRealtime();
          clearToken();
          queryClient.clear();
        },
      },
    );

  const error = undo.error
    ? isApiError(undo.error) && (undo.error.status === 422 || undo.error.status === 409)
      ? (undo.error.messages[0] ?? undo.error.message)
      : 'Unable to undo the change. Please try again.'
    : null;

  return (
    <AuthLayout title="Undo the email change">
      {undo.isSuccess ? (
        <Stack gap="md">
          <Alert color="harbor" variant="light" role="status">
            {undo.data.message} Your address is {undo.data.email} again.
          </Alert>
          <Text size="sm">If you did not change it yourself, choose a new password now.</Text>
          <Button component={Link} to="/forgot-password">
            Choose a new password
          </Button>
          <Button component={Link} to="/login" variant="light">
            Back to Login
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>
            The email address of your account was changed. If it was not you, undo it: your account moves back to the address this link was
            sent to, and every session is signed out.
          </Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Button onClick={run} loading={undo.isPending} disabled={!token}>
            Undo the change
          </Button>
          {!token && <Text c="red">{st.undoInvalid}</Text>}
        </Stack>
      )}
    </AuthLayout>
  );
}
