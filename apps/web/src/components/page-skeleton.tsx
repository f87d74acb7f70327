import { Container, Skeleton, Stack } from '@mantine/core';

/** Placeholder shown while a page or its guard data loads. */
export function PageSkeleton() {
  return (
    <Container size="sm" py="xl" aria-busy="true" role="status" aria-label="Loading">
      <Stack gap="md">
        <Skeleton height={32} width="60%" radius="md" />
        <Skeleton height={16} radius="md" />
        <Skeleton height={16} width="80%" radius="md" />
        <Skeleton height={120} radius="lg" mt="md" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    </Container>
  );
}
