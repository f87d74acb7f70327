import { Stack, Text, Title } from '@mantine/core';
import { messagingTexts as t } from '@holdfast/shared/messaging';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useProfile } from '@/lib/api/get-profile';
import { useMessagesInfo } from '../api/list-chats';
import { useMessagingRequests } from '../api/requests';
import { ChatRow } from '../components/chat-row';
import { RequestRow } from '../components/request-row';

/**
 * /messages (spec 3 section 2 "Messaging"): community members asking to chat, then 'Small Group
 * Messages' and 'Individual Messages', newest first, each with its unread badge. Which chats show is
 * the server's (accepted relationships; community chats accepted and not archived, or pending and
 * sent by me; nobody blocked).
 */
export function MessagesPage() {
  const info = useMessagesInfo();
  const requests = useMessagingRequests();
  const me = useProfile().data?.id ?? null;
  const incoming = (requests.data?.items ?? []).filter(
    (r) => r.user_type === 'community' && r.request_status === 'pending' && me !== null && r.to_user_id === me,
  );
  const groups = info.data?.items.filter((i) => i.user_type === 'group') ?? [];
  const people = info.data?.items.filter((i) => i.user_type === 'user') ?? [];

  return (
    <PageFrame title="Messages">
      {requests.isError && <Text c="red.8">{t.toasts.requestsFailed}</Text>}
      {incoming.length > 0 && (
        <section aria-labelledby="requests-heading">
          <Title order={2} fz="lg" id="requests-heading" mb="xs">
            Message Requests
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="requests-heading">
            {incoming.map((r) => (
              <RequestRow key={r.id} request={r} />
            ))}
          </Stack>
        </section>
      )}
      {info.isPending ? (
        <ListSkeleton label="Loading messages" rows={4} heading />
      ) : info.isError ? (
        <LoadFailure title={t.toasts.unreadFailed} onRetry={() => void info.refetch()} />
      ) : (
        <>
          <section aria-labelledby="group-chats-heading">
            <Title order={2} fz="lg" id="group-chats-heading" mb="xs">
              Small Group Messages
            </Title>
            {groups.length === 0 ? (
              <EmptyCard>
                <Text c="dimmed">{t.emptyGroups}</Text>
              </EmptyCard>
            ) : (
              <Stack gap="xs" aria-label="Small Group Messages" role="list">
                {groups.map((item) => (
                  <div role="listitem" key={item.conversation_id}>
                    <ChatRow item={item} myId={me} />
                  </div>
                ))}
              </Stack>
            )}
          </section>
          <section aria-labelledby="people-chats-heading">
            <Title order={2} fz="lg" id="people-chats-heading" mb="xs">
              Individual Messages
            </Title>
            {people.length === 0 ? (
              <EmptyCard>
                <Text c="dimmed">{t.emptyMessages}</Text>
              </EmptyCard>
            ) : (
              <Stack gap="xs" aria-label="Individual Messages" role="list">
                {people.map((item) => (
                  <div role="listitem" key={item.conversation_id}>
                    <ChatRow item={item} myId={me} />
                  </div>
                ))}
              </Stack>
            )}
          </section>
        </>
      )}
    </PageFrame>
  );
}
