import { Alert, Anchor, Button, Container, Stack } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { groupsTexts as t } from '@holdfast/shared/groups';
import { SkeletonStack } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useGetGroup } from '../api/get-group';
import { useGroupId } from '../lib/group-id';
import { premiumGroupRedirect } from '../lib/premium-guard';

/** A group page before its group is there: loading, not found (deleted, removed from it), or failed. */
export function GroupPageState({
  isPending,
  error,
  back,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  back: { to: string; label: string };
  onRetry: () => void;
}) {
  if (isPending) {
    return (
      <Container size="md" py="xl" px="md">
        <SkeletonStack
          label="Loading group"
          bars={[
            { height: 32, width: '50%' },
            { height: 72, radius: 'md' },
            { height: 72, radius: 'md' },
          ]}
        />
      </Container>
    );
  }
  const gone = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <Container size="md" py="xl" px="md">
      <Alert color={gone ? 'yellow' : 'red'} role="alert" title={gone ? t.groupNotFound : t.loadGroupFailure}>
        <Stack gap="xs" align="flex-start">
          {!gone && (
            <Button variant="light" color="red" size="xs" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Anchor component={Link} to={back.to} fw={600}>
            {back.label}
          </Anchor>
        </Stack>
      </Alert>
    </Container>
  );
}

/**
 * A group page's group (its id from the URL) and, for as long as the group is not there, what the
 * page shows instead: `if (!group.data) return fallback;`.
 */
export function useGroupPage(back: { to: string; label: string }) {
  const id = useGroupId();
  const group = useGetGroup(id);
  const fallback = (
    <GroupPageState isPending={group.isPending && id > 0} error={group.error} back={back} onRetry={() => void group.refetch()} />
  );
  // A premium group's guards (spec 4.5): the page is not shown, its data not asked for, on the way elsewhere.
  const redirect = group.data ? premiumGroupRedirect(group.data) : null;
  if (redirect) return { id, group: { ...group, data: undefined }, fallback: <Navigate to={redirect} replace /> };
  return { id, group, fallback };
}
