import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';

interface AdminListProps<T> {
  /** A paged admin read; a 403 is told as `refusedTitle`, not as a failure. */
  query: UseQueryResult<{ items: T[]; totalPages: number }>;
  page: number;
  onPage: (page: number) => void;
  texts: {
    /** What the items are, plural and lower case ('leave charges'): the loading and failure texts and, capitalised, the list's accessible name. */
    noun: string;
    /** The title told to one the API refuses (403). */
    refused: string;
    empty: ReactNode;
  };
  /** What goes in an item's card (a `<li>`). */
  renderItem: (item: T) => ReactNode;
  /** The card's accessible name, where it has one. */
  itemLabel?: (item: T) => string;
}

/** A premium admin page's list (applications, leave charges): loading, refused, failed, empty or the items, then Previous / Next. */
export function AdminList<T extends { id: number }>({ query, page, onPage, texts, renderItem, itemLabel }: AdminListProps<T>) {
  const { noun, refused: refusedTitle, empty } = texts;
  const refused = isApiError(query.error) && query.error.status === 403;
  return (
    <>
      {query.isPending ? (
        <ListSkeleton label={`Loading ${noun}`} height={72} />
      ) : refused ? (
        <Alert color="yellow" role="alert" title={refusedTitle} />
      ) : query.isError ? (
        <LoadFailure title={`Unable to load the ${noun}`} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyCard>{empty}</EmptyCard>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)}>
          {query.data.items.map((item) => (
            <Card key={item.id} component="li" withBorder radius="md" aria-label={itemLabel?.(item)}>
              {renderItem(item)}
            </Card>
          ))}
        </Stack>
      )}
      {query.data && query.data.totalPages > 1 && (
        <Group justify="space-between" component="nav" aria-label="Pages">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Text size="sm">
            Page {page} of {query.data.totalPages}
          </Text>
          <Button variant="default" size="xs" disabled={page >= query.data.totalPages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </Group>
      )}
    </>
  );
}

/** The name and detail lines at the top left of an admin card. */
export function AdminCardLines({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {children}
    </Stack>
  );
}
