import { ActionIcon, Badge, Card, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconDots, IconMessage2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  caseloadReasonTexts,
  coachCentreTexts as c,
  coachingTexts as t,
  coachingWebPaths as web,
  type CoachClient,
} from '@holdfast/shared/coaching';
import type { ConfirmRequest } from '@/components/confirm-dialog';
import { OptionsMenu } from '@/components/options-menu';
import { PersonLine } from '@/components/person-line';
import { useRemoveClient } from '../api/remove-client';
import { useResendClientInvitation } from '../api/resend-client-invitation';
import type { ClientOrder } from '../api/list-clients';

/** Why a client needs attention, as the caseload ranked by need says it (most urgent first). */
function NeedLine({ client }: { client: CoachClient }) {
  if (client.needs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {c.noNeeds}
      </Text>
    );
  }
  return (
    <Text size="sm" c="red.8" fw={600}>
      {client.needs.map((n) => caseloadReasonTexts[n]).join(' · ')}
    </Text>
  );
}

function ClientMenu({ client, ask }: { client: CoachClient; ask: (r: ConfirmRequest) => void }) {
  const resend = useResendClientInvitation();
  const remove = useRemoveClient();
  const name = client.user.display_name;
  return (
    <OptionsMenu label={`Options for ${name}`} icon={<IconDots size={18} aria-hidden />} color="gray">
      {client.request_status !== 'accepted' && <Menu.Item onClick={() => resend.mutate(client.id)}>{c.resendInvitation}</Menu.Item>}
      <Menu.Item
        color="red.9"
        onClick={() =>
          ask({
            title: c.removeClientTitle,
            message: t.removeClientConfirm,
            confirmLabel: c.remove,
            danger: true,
            onConfirm: () => remove.mutateAsync(client.id),
          })
        }
      >
        {c.remove}
      </Menu.Item>
    </OptionsMenu>
  );
}

/** An accepted client: their page (with the unread badge), their chat, the menu. */
function AcceptedRow({
  client,
  order,
  coachId,
  ask,
}: {
  client: CoachClient;
  order: ClientOrder;
  coachId: number;
  ask: (r: ConfirmRequest) => void;
}) {
  const name = client.user.display_name;
  return (
    <Group wrap="nowrap" gap={4} pr="xs">
      <UnstyledButton component={Link} to={web.client(client.id)} p="sm" style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <PersonLine person={client.user} grow>
            {order === 'need' && <NeedLine client={client} />}
          </PersonLine>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {client.unread_count > 0 && (
              <Badge circle={client.unread_count < 10} color="red.8" aria-label={c.unread(client.unread_count)}>
                {client.unread_count}
              </Badge>
            )}
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </Group>
      </UnstyledButton>
      <ActionIcon component={Link} to={web.coachChat(coachId, client.id)} variant="subtle" aria-label={`Message ${name}`}>
        <IconMessage2 size={18} aria-hidden />
      </ActionIcon>
      <ClientMenu client={client} ask={ask} />
    </Group>
  );
}

/** A pending or rejected invitation: the address, its chip, the menu (Resend invitation, Remove). */
function InvitedRow({ client, ask }: { client: CoachClient; ask: (r: ConfirmRequest) => void }) {
  const rejected = client.request_status === 'rejected';
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" p="sm" pr="xs">
      <PersonLine person={client.user} grow />
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Badge variant="light" color={rejected ? 'red.9' : 'yellow.9'}>
          {rejected ? t.rejected : t.pending}
        </Badge>
        <ClientMenu client={client} ask={ask} />
      </Group>
    </Group>
  );
}

/** The coach's clients in the server's order (by status: accepted, pending, rejected; or by need). */
export function ClientList({
  clients,
  order,
  coachId,
  ask,
}: {
  clients: CoachClient[];
  order: ClientOrder;
  coachId: number;
  ask: (r: ConfirmRequest) => void;
}) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={c.clients}>
      {clients.map((client) => (
        <Card key={client.id} component="li" withBorder radius="md" p={0}>
          {client.request_status === 'accepted' ? (
            <AcceptedRow client={client} order={order} coachId={coachId} ask={ask} />
          ) : (
            <InvitedRow client={client} ask={ask} />
          )}
        </Card>
      ))}
    </Stack>
  );
}
