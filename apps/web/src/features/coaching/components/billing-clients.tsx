import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  coachBillingTexts as t,
  coachingTexts,
  formatCents,
  monthlyTotalCents,
  unitPriceCents,
  type CoachClient,
} from '@holdfast/shared/coaching';
import { PersonLine } from '@/components/person-line';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';

/**
 * The billing page's client list (GET coach/users): each accepted client with what they cost a
 * month at the tier the accepted count reaches, pending and rejected ones with their chip, the
 * monthly total, 'Invite User' and 'Remove'.
 */
export function BillingClients({
  query,
  onInvite,
  onRemove,
}: {
  query: UseQueryResult<CoachClient[]>;
  onInvite: () => void;
  onRemove: (client: CoachClient) => void;
}) {
  const accepted = query.data?.filter((c) => c.request_status === 'accepted').length ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="billing-clients-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg" id="billing-clients-title">
          {t.clients}
        </Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={onInvite}>
          {t.inviteUser}
        </Button>
      </Group>
      {query.isPending ? (
        <ListSkeleton label="Loading clients" rows={3} height={60} />
      ) : query.isError ? (
        <LoadFailure title={coachingTexts.genericError} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyCard>
          <Text c="dimmed">{t.noClients}</Text>
        </EmptyCard>
      ) : (
        <>
          <Text size="sm">
            {t.monthlyTotal}: <strong>{formatCents(monthlyTotalCents(accepted))}</strong>
          </Text>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.clients}>
            {query.data.map((client) => (
              <Card key={client.id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <PersonLine person={client.user}>
                    {client.user.email && client.user.email !== client.user.display_name && (
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {client.user.email}
                      </Text>
                    )}
                  </PersonLine>
                  <Group gap="sm" wrap="nowrap">
                    {client.request_status === 'accepted' ? (
                      <Text size="sm">
                        {formatCents(unitPriceCents(accepted))} {t.perMonth}
                      </Text>
                    ) : (
                      <Badge variant="light" color={client.request_status === 'pending' ? 'yellow' : 'gray'}>
                        {client.request_status === 'pending' ? coachingTexts.pending : coachingTexts.rejected}
                      </Badge>
                    )}
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => onRemove(client)}
                      aria-label={`${t.remove} ${client.user.display_name}`}
                    >
                      {t.remove}
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
