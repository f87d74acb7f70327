import { Button, Card, Group, Text } from '@mantine/core';
import { messagingTexts as t, type MessagingRequest } from '@holdfast/shared/messaging';
import { PersonLine } from '@/components/person-line';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAnswerRequest } from '../api/requests';

/** A community member asks to chat with me: Accept opens the chat for both, Reject keeps it closed. */
export function RequestRow({ request }: { request: MessagingRequest }) {
  const answer = useAnswerRequest();
  const reply = (status: 'accepted' | 'rejected') =>
    answer.mutate(
      { id: request.id, status },
      {
        onSuccess: () => notify.success(t.toasts.statusUpdated),
        onError: (error) => notify.error(isApiError(error) && error.status === 403 ? error.message : t.toasts.statusUpdateFailed),
      },
    );
  const name = request.from_user.display_name;
  return (
    <Card withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <PersonLine person={request.from_user}>
          <Text size="sm" c="dimmed">
            Wants to chat with you
          </Text>
        </PersonLine>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => reply('rejected')} disabled={answer.isPending} aria-label={`Reject ${name}`}>
            Reject
          </Button>
          <Button size="xs" onClick={() => reply('accepted')} loading={answer.isPending && answer.variables?.status === 'accepted'} disabled={answer.isPending} aria-label={`Accept ${name}`}>
            Accept
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
