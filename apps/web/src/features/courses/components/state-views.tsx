import { Alert, Button, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

export function CoursesSkeleton({ label = 'Loading courses' }: { label?: string }) {
  return (
    <Container size="lg" py="lg" aria-busy="true" role="status" aria-label={label}>
      <Stack gap="md">
        <Skeleton height={28} width="40%" radius="md" />
        <Skeleton height={16} width="70%" radius="md" />
        <Skeleton height={180} radius="lg" mt="md" />
        <Skeleton height={180} radius="lg" />
      </Stack>
    </Container>
  );
}

/** A failed or missing course page, always with a way back to the courses. */
export function LoadError({ message }: { message: string }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" title="Something went wrong">
        {message}
      </Alert>
      <Button component={Link} to="/courses" variant="light" mt="md">
        Back to courses
      </Button>
    </Container>
  );
}

export function LockedItem({ backTo }: { backTo: string }) {
  return (
    <Card withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconLock size={36} aria-hidden />
        <Title order={2} fz="lg">
          This step is locked
        </Title>
        <Text c="dimmed">Complete the steps before it to open this one.</Text>
        <Button component={Link} to={backTo} variant="light">
          Back to lessons
        </Button>
      </Stack>
    </Card>
  );
}
