import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { premiumTexts as t } from '@holdfast/shared/premium-groups';
import { AuthLayout } from '@/components/auth-layout';
import { useToken } from '@/lib/use-token';

/** /success-message: 'Application Submitted'. */
export function ApplicationSubmittedPage() {
  const token = useToken();
  return (
    <AuthLayout title={t.applicationSubmitted}>
      <Text>{t.confirmationWillBeSent}</Text>
      <Text size="sm" c="dimmed">
        We will find a group whose meeting time fits you; its leader then reviews your application.
      </Text>
      <Button component={Link} to={token ? '/dashboard' : '/login'} size="md">
        {token ? t.backToApp : 'Go to login'}
      </Button>
    </AuthLayout>
  );
}
