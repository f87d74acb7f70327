import { Button, Card, Group, Text } from '@mantine/core';
import { anonymousAuthorTexts as anonymous } from '@holdfast/shared/community';
import { messagingTexts as t, type MessagingRequest } from '@holdfast/shared/messaging';
import { useConfirm } from '@/components/confirm-dialog';
import { PersonLine } from '@/components/person-line';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAnswerRequest } from '../api/answer-request';

/**
 * A community member asks to chat with me: Accept opens the chat for both, Reject keeps it closed.
 * Asked through a post I wrote anonymously: Accept first says that accepting shows them my name.
 */
export function RequestRow({ request }: { request: MessagingRequest }) {
  const answer = useAnswerRequest();
  const { ask, dialog } = useConfirm();
  const options = {
    onSuccess: () => notify.success(t.toasts.statusUpdated),
    onError: (error: unknown) => notify.error(isApiError(error) && error.status === 403 ? error.message : t.toasts.statusUpdateFailed),
  };
  const name = request.from_user.display_name;
  const reply = (status: 'accepted' | 'rejected') => {
    if (status === 'accepted' && request.through_anonymous_post) {
      ask({
        title: anonymous.acceptRevealsTitle,
        message: anonymous.acceptReveals(name),
        confirmLabel: anonymous.acceptAnyway,
        onConfirm: () => answer.mutateAsync({ id: request.id, status }, options),
      });
      return;
    }
    answer.mutate({ id: request.id, status }, options);
  };
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
          <Button
            size="xs"
            onClick={() => reply('accepted')}
            loading={answer.isPending && answer.variables?.status === 'accepted'}
            disabled={answer.isPending}
            aria-label={`Accept ${name}`}
          >
            Accept
          </Button>
        </Group>
      </Group>
      {dialog}
    </Card>
  );
}
