import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { groupsTexts as t, type AttentionItem } from '@holdfast/shared/groups';
import { useGetNeedsAttention } from '../api/get-needs-attention';
import { useSendReminder } from '../api/send-reminder';
import { PersonLine } from '@/components/person-line';
import { ListSkeleton, LoadFailure } from '@/components/query-states';

const REASON_COLOR: Record<AttentionItem['reasons'][number]['kind'], string> = {
  sos: 'red.9',
  crash_report: 'red.9',
  faster_warning: 'orange.9',
  no_check_in: 'gray.8',
};

function AttentionRow({ item }: { item: AttentionItem }) {
  const remind = useSendReminder();
  return (
    <Card component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <PersonLine person={item.user} align="flex-start">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.group_name} · {item.last_checkin_on ? `last check-in ${dayjs(item.last_checkin_on).format('MMM D')}` : 'no check-in yet'}
          </Text>
          <Stack
            gap={4}
            mt={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={`Why ${item.user.display_name} needs attention`}
          >
            {item.reasons.map((r) => (
              <li key={r.kind}>
                <Badge
                  variant="light"
                  color={REASON_COLOR[r.kind]}
                  style={{ textTransform: 'none', maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
                >
                  {r.label}
                  {r.at && r.kind !== 'no_check_in' ? ` · ${dayjs(r.at).format('MMM D, h:mm A')}` : ''}
                </Badge>
              </li>
            ))}
          </Stack>
        </PersonLine>
        <Group gap="xs">
          <Anchor component={Link} to={item.progress_path} size="sm" fw={600}>
            View progress<VisuallyHidden> of {item.user.display_name}</VisuallyHidden>
          </Anchor>
          {item.can_send_reminder && (
            <Button
              size="xs"
              variant="light"
              loading={remind.isPending}
              onClick={() => remind.mutate(item.member_id)}
              aria-label={`${t.sendReminder} to ${item.user.display_name}`}
            >
              {t.sendReminder}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

/** 'Needs attention': members of my groups who share their data, most urgent first, each with why. */
export function NeedsAttention() {
  const attention = useGetNeedsAttention();
  return (
    <section aria-labelledby="needs-attention-heading">
      <Group gap="xs" mb="xs">
        <IconAlertTriangle size={20} aria-hidden />
        <Title order={2} fz="lg" id="needs-attention-heading">
          {t.needsAttention}
        </Title>
      </Group>
      {attention.isPending ? (
        <ListSkeleton label="Loading who needs attention" rows={1} height={72} />
      ) : attention.isError ? (
        <LoadFailure title={t.memberInfoFailure} onRetry={() => void attention.refetch()} />
      ) : attention.data.items.length === 0 ? (
        <Card withBorder radius="md" p="md">
          <Text c="dimmed">{t.needsAttentionEmpty}</Text>
        </Card>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.needsAttention}>
          {attention.data.items.map((item) => (
            <AttentionRow key={`${item.group_id}-${item.member_id}`} item={item} />
          ))}
        </Stack>
      )}
    </section>
  );
}
