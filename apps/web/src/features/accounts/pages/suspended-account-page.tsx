import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { accountsTexts } from '@holdfast/shared/accounts';
import { AuthLayout } from '@/components/auth-layout';
import { useAppInfo } from '@/lib/api/get-app-info';
import { useToken } from '@/lib/use-token';

export function SuspendedAccountPage() {
  const appInfo = useAppInfo();
  const token = useToken();
  const email = appInfo.data?.links.support_email;
  return (
    <AuthLayout title={accountsTexts.suspendedTitle}>
      <Stack gap="md">
        <Text>{accountsTexts.suspended}</Text>
        <Text c="dimmed">
          If you think this is a mistake or would like to talk about it, please contact us
          {email ? (
            <>
              {' at '}
              <Anchor href={`mailto:${email}`} fw={600}>
                {email}
              </Anchor>
            </>
          ) : null}
          .
        </Text>
        <Button component={Link} to={token ? '/logout' : '/login'} variant="light">
          {token ? 'Logout' : 'Back to Login'}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
