import { Alert, Button, Card, Skeleton, Stack, type MantineRadius, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** The loading state of a list: `rows` card-high skeletons under a named status. */
export function ListSkeleton({
  label,
  rows = 2,
  height = 64,
  heading = false,
}: {
  label: string;
  rows?: number;
  height?: number;
  heading?: boolean;
}) {
  return (
    <Stack gap={heading ? 'sm' : 'xs'} role="status" aria-label={label}>
      {heading && <Skeleton height={22} width={160} />}
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** A page's loading state: the given skeleton bars, top to bottom, under a named status. */
export function SkeletonStack({
  label,
  gap = 'md',
  bars,
}: {
  label: string;
  gap?: MantineSpacing;
  bars: { height: number; width?: string; radius?: MantineRadius }[];
}) {
  return (
    <Stack gap={gap} role="status" aria-label={label}>
      {bars.map((bar, i) => (
        <Skeleton key={i} {...bar} />
      ))}
    </Stack>
  );
}

/** A read that failed: what failed, and 'Try again'. */
export function LoadFailure({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** An empty list's card. */
export function EmptyCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="xl" ta="center">
      {children}
    </Card>
  );
}
