import { Box, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { messagingTexts, readReceiptsTexts as rt, type Message } from '@holdfast/shared/messaging';
import { useListEmotions } from '@/lib/api/list-emotions';

const time = (iso: string) => dayjs(iso).format('h:mm A');

function list(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'object' && v !== null && 'name' in v ? [String(v.name)] : []));
}

/**
 * A check-in or crash-report card posted by the server into a group chat (spec 3 "Message" content).
 * The server fills it for this reader: without content or author when they may not see its details
 * (the author stopped sharing or left, or the reader joined later), and then it says only that.
 */
function SystemCard({ message }: { message: Message }) {
  const isCheckIn = message.message_type === 'check-in submit';
  if (!message.content || !message.user) return <WithheldCard message={message} isCheckIn={isCheckIn} />;
  return <DetailedCard message={message} who={message.user.display_name} content={message.content} isCheckIn={isCheckIn} />;
}

function DetailedCard({
  message,
  who,
  content,
  isCheckIn,
}: {
  message: Message;
  who: string;
  content: Record<string, unknown>;
  isCheckIn: boolean;
}) {
  const emotionIds = Array.isArray(content.emotion) ? content.emotion.filter((e): e is number => typeof e === 'number') : [];
  const emotions = useListEmotions();
  const emotionNames = [
    ...list(content.emotion),
    ...emotionIds.flatMap((id) => emotions.data?.find((e) => e.id === id)?.display_name ?? []),
  ];
  const trigger = content.systemTrigger as { action_name?: unknown } | undefined;
  const title = isCheckIn ? `${who} checked in` : `${who} filed a crash report`;
  return (
    <Card
      withBorder
      radius="md"
      p="sm"
      maw={420}
      mx="auto"
      w="100%"
      role="article"
      aria-label={title}
      bg={isCheckIn ? 'teal.0' : 'orange.0'}
    >
      <CardHeader title={title} isCheckIn={isCheckIn} at={message.messaged_on} />
      {isCheckIn ? (
        <Stack gap={2} mt={6}>
          {typeof content.feeling_zone === 'string' && <Text size="sm">Zone: {content.feeling_zone}</Text>}
          {emotionNames.length > 0 && <Text size="sm">Feeling: {emotionNames.join(', ')}</Text>}
          {typeof content.feeling_notes === 'string' && content.feeling_notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {content.feeling_notes}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" mt={6}>
          {typeof content.triggerName === 'string'
            ? content.triggerName
            : typeof trigger?.action_name === 'string'
              ? trigger.action_name
              : message.message}
        </Text>
      )}
    </Card>
  );
}

/** A card's first line: its icon, what happened, and when. */
function CardHeader({ title, isCheckIn, at }: { title: string; isCheckIn: boolean; at: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {isCheckIn ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
      <Text fw={700} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed" ml="auto">
        {time(at)}
      </Text>
    </Group>
  );
}

function WithheldCard({ message, isCheckIn }: { message: Message; isCheckIn: boolean }) {
  const title = isCheckIn ? messagingTexts.cardWithheld.checkIn : messagingTexts.cardWithheld.crashReport;
  return (
    <Card withBorder radius="md" p="sm" maw={420} mx="auto" w="100%" role="article" aria-label={title} bg="gray.0">
      <CardHeader title={title} isCheckIn={isCheckIn} at={message.messaged_on} />
    </Card>
  );
}

/**
 * One message: mine on the right, others' on the left (named in a group), the server's as a card or a
 * line. `seen`: the last of my messages the other person has read (read receipts, both on).
 */
export function MessageItem({
  message,
  mine,
  showSender,
  seen = false,
}: {
  message: Message;
  mine: boolean;
  showSender: boolean;
  seen?: boolean;
}) {
  if (message.message_type === 'check-in submit' || message.message_type === 'trigger submit') return <SystemCard message={message} />;
  if (message.message_type !== 'message')
    return (
      <Text size="xs" c="dimmed" ta="center" fs="italic">
        {message.message}
      </Text>
    );
  return (
    <Box style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }} data-message-id={message.id}>
      {(showSender || message.from_user === null) && !mine && message.user && (
        <Text size="xs" c="dimmed" mb={2}>
          {message.user.display_name}
        </Text>
      )}
      <Box
        px="sm"
        py={6}
        bg={mine ? 'harbor.9' : 'white'}
        c={mine ? 'white' : 'dark.9'}
        style={{ borderRadius: 12, border: mine ? undefined : '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
      </Box>
      <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'} mt={2}>
        {time(message.messaged_on)}
      </Text>
      {seen && (
        <Text size="xs" c="dimmed" ta="right" data-testid="seen">
          {rt.seen}
        </Text>
      )}
    </Box>
  );
}
