import { Stack, Text, Title } from '@mantine/core';
import { messagingTexts as t, type UnreadItem } from '@holdfast/shared/messaging';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useProfile } from '@/lib/api/get-profile';
import { useMessagesInfo } from '../api/list-chats';
import { useMessagingRequests } from '../api/list-messaging-requests';
import { ChatRow } from '../components/chat-row';
import { RequestRow } from '../components/request-row';

/** One list of chats under its heading, or what to say when it is empty. */
function ChatSection({
  id,
  title,
  items,
  empty,
  myId,
}: {
  id: string;
  title: string;
  items: UnreadItem[];
  empty: string;
  myId: number | null;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="xs">
        {title}
      </Title>
      {items.length === 0 ? (
        <EmptyCard>
          <Text c="dimmed">{empty}</Text>
        </EmptyCard>
      ) : (
        <Stack gap="xs" aria-label={title} role="list">
          {items.map((item) => (
            <div role="listitem" key={item.conversation_id}>
              <ChatRow item={item} myId={myId} />
            </div>
          ))}
        </Stack>
      )}
    </section>
  );
}

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
          <ChatSection id="group-chats-heading" title="Small Group Messages" items={groups} empty={t.emptyGroups} myId={me} />
          <ChatSection id="people-chats-heading" title="Individual Messages" items={people} empty={t.emptyMessages} myId={me} />
        </>
      )}
    </PageFrame>
  );
}
