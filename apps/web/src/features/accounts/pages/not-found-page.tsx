import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { accountsTexts } from '@holdfast/shared/accounts';

export function NotFoundPage() {
  return (
    <Center mih="80dvh" px="md" component="main">
      <Stack align="center" ta="center" gap="sm">
        <Text fz={64} fw={800} c="harbor.2" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{accountsTexts.pageNotFound}</Title>
        <Text c="dimmed" maw={380}>
          The page you are looking for does not exist or has moved.
        </Text>
        <Button component={Link} to="/dashboard" mt="sm">
          Go to Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
