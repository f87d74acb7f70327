import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthLayout } from '@/components/auth-layout';

/** /log-in-message: a prompt linking to /login. */
export function LogInMessagePage() {
  return (
    <AuthLayout title="Please log in">
      <Text>Log in to your Holdfast account to continue.</Text>
      <Button component={Link} to="/login" size="md">
        Go to login
      </Button>
    </AuthLayout>
  );
}
