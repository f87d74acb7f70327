import { Button, Group, Text } from '@mantine/core';
import { communityUi as ui } from '../lib/texts';

/** Previous / Next under a paged list (spec 3: threads and replies, 15 a page). */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={label}>
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {ui.previous}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite">
        {ui.pageOf(page, totalPages)}
      </Text>
      <Button variant="default" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {ui.next}
      </Button>
    </Group>
  );
}
