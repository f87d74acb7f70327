import { Anchor, Box, Group, Text } from '@mantine/core';

/** The chat's outbox: what I sent that the server has not stored yet, oldest first, sent one at a time in order. */
export interface Pending {
  key: number;
  text: string;
  /** The send's idempotency key (made when it is queued, sent on every attempt): the stored message carrying it is this one. */
  clientId: string;
  /** queued: waits for its turn or for the connection; sending: on its way; failed: the server refused it. */
  status: 'queued' | 'sending' | 'failed';
  /** Why the server refused it (status failed). */
  error: string | null;
}

/** A message of the outbox: waiting, on its way, or refused with the reason (Retry, Discard). */
export function PendingMessage({ pending: p, onRetry, onDiscard }: { pending: Pending; onRetry: () => void; onDiscard: () => void }) {
  return (
    <Box style={{ alignSelf: 'flex-end', maxWidth: '80%' }} data-pending>
      <Box
        px="sm"
        py={6}
        bg={p.error ? 'red.0' : 'harbor.0'}
        c="dark.9"
        style={{ borderRadius: 12, border: '1px dashed var(--mantine-color-harbor-4)' }}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {p.text}
        </Text>
      </Box>
      {p.error ? (
        <Group gap={6} justify="flex-end" mt={2}>
          <Text size="xs" c="red.9" role="alert">
            Not sent: {p.error}
          </Text>
          <Anchor component="button" type="button" size="xs" onClick={onRetry}>
            Retry
          </Anchor>
          <Anchor component="button" type="button" size="xs" c="dimmed" onClick={onDiscard}>
            Discard
          </Anchor>
        </Group>
      ) : (
        <Text size="xs" c="dimmed" ta="right" mt={2}>
          {p.status === 'queued' && !navigator.onLine ? 'Waiting for connection…' : 'Sending…'}
        </Text>
      )}
    </Box>
  );
}
