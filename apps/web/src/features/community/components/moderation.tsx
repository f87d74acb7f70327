import { Badge, Button, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { communityToasts as toasts, type FlagEntry, type ModerationDecision } from '@holdfast/shared/community';
import type { ConfirmRequest } from '@/components/confirm-dialog';
import { dayOf, postedAt } from '../lib/dates';
import { communityUi as ui } from '../lib/texts';

/** The badge on a reply a moderator hid. */
export function HiddenBadge() {
  return (
    <Badge color="gray" variant="filled" size="sm">
      {ui.hiddenBadge}
    </Badge>
  );
}

/** A community admin's suspend button: asks first (spec 3 section 6), then runs `onConfirm`. */
export function SuspendButton({
  name,
  ask,
  onConfirm,
  children,
}: {
  name: string;
  ask: (r: ConfirmRequest) => void;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      c="red.9"
      onClick={() =>
        ask({ title: toasts.suspendConfirmTitle, message: toasts.suspendConfirm(name), confirmLabel: ui.suspend, danger: true, onConfirm })
      }
    >
      {children}
    </Button>
  );
}

/** A queue item's flags: who flagged, why, and the day. */
export function FlagList({ flags }: { flags: FlagEntry[] }) {
  return (
    <List size="sm" spacing={4}>
      {flags.map((f) => (
        <List.Item key={f.id}>
          <Text span fw={600} size="sm">
            {ui.flaggedBy(f.user.name)}
          </Text>{' '}
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {f.reason}
          </Text>{' '}
          <Text span size="xs" c="dimmed">
            ({dayOf(f.created_at)})
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * A queue item's earlier decisions, oldest first: what a moderator did, who and when, and the
 * flags it settled (those no longer count towards hiding the reply). Nothing when there are none.
 */
export function ModerationHistory({ history }: { history: ModerationDecision[] }) {
  if (!history.length) return null;
  return (
    <Stack gap={4} component="section" aria-label={ui.moderationHistory}>
      <Text size="sm" fw={700}>
        {ui.moderationHistory}
      </Text>
      <List size="sm" spacing={6}>
        {history.map((d) => (
          <List.Item key={`${d.decided_at}-${d.action}-${d.decided_by?.id ?? 0}`}>
            <Text span size="sm">
              {ui.moderationDecision(d.action, d.decided_by?.name ?? null, postedAt(d.decided_at))}
            </Text>{' '}
            <Text span size="xs" c="dimmed">
              {ui.settledFlags(d.flags.length)}
            </Text>
            <FlagList flags={d.flags} />
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {ui.openFlagsSince}
      </Text>
    </Stack>
  );
}
