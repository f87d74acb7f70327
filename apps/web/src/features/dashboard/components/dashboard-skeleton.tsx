import { SimpleGrid, Skeleton, Stack, type ContainerProps } from '@mantine/core';

/** The page's container (dashboard-page.tsx), the same in the prerendered first paint. */
export const DASHBOARD_CONTAINER: ContainerProps = { size: 'lg', py: { base: 'md', sm: 'xl' }, px: 'md' };

/** The dashboard while its figures load; also in /dashboard's prerendered first paint (app/shell/first-paint.tsx). */
export function DashboardSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label="Loading dashboard">
      <Skeleton height={36} width={280} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={110} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton height={52} radius="md" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton height={200} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </SimpleGrid>
    </Stack>
  );
}
