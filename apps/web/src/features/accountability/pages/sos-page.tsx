import { Alert, Anchor, Badge, Button, Card, type ButtonProps, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessage, IconPhone } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { accountabilityWebPaths as web, sosTexts as t, type Sos } from '@holdfast/shared/accountability';
import { smsHref, telHref } from '@holdfast/shared/reference';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAcknowledgeSos } from '../api/acknowledge-sos';
import { useCloseSos } from '../api/close-sos';
import { useGetSos } from '../api/get-sos';
import { PartnerGuide } from '../components/partner-guide';
import { PersonAvatar } from '@/components/person-line';
import { refusalText } from '../lib/refusal';

const time = (iso: string) => dayjs(iso).format('h:mm A');

function Status({ sos }: { sos: Sos }) {
  if (sos.acknowledged_by && sos.acknowledged_at) {
    return (
      <Group gap="xs" wrap="nowrap" role="status">
        <PersonAvatar person={sos.acknowledged_by} size="sm" />
        <Text fw={600}>{t.acknowledgedBy(sos.acknowledged_by.display_name, time(sos.acknowledged_at))}</Text>
      </Group>
    );
  }
  if (sos.status === 'closed') return <Text role="status">{t.closed}</Text>;
  return (
    <Stack gap={4} role="status">
      <Text fw={600}>{t.waiting}</Text>
      {sos.escalated_at && (
        <Text size="sm" c="dimmed">
          {t.escalated}
        </Text>
      )}
    </Stack>
  );
}

/** 'I'm OK now' or "I'm here": sends the answer, then toasts the API's words (or `done`), or why it was refused (or `refused`). */
function SosAnswerButton({
  sos,
  write,
  done,
  refused,
  children,
  ...button
}: {
  sos: Sos;
  write: ReturnType<typeof useCloseSos>;
  done: string;
  refused: string;
  children: ReactNode;
} & Pick<ButtonProps, 'variant' | 'size'>) {
  return (
    <div>
      <Button
        {...button}
        loading={write.isPending}
        onClick={() =>
          write.mutate(sos.id, {
            onSuccess: ({ message }) => notify.success(message || done),
            onError: (error) => notify.error(refusalText(error, refused)),
          })
        }
      >
        {children}
      </Button>
    </div>
  );
}

/** The member's own SOS: who acknowledged and when, and 'I'm OK now'. */
function MySos({ sos }: { sos: Sos }) {
  const close = useCloseSos();
  return (
    <Stack gap="md">
      <Text c="dimmed">
        Sent at {time(sos.created_at)} to {sos.recipients} {sos.recipients === 1 ? 'person' : 'people'} ({sos.level_label}).
      </Text>
      <Status sos={sos} />
      {sos.status !== 'closed' && (
        <SosAnswerButton sos={sos} write={close} done={t.closed} refused={t.notOpen} variant="default">
          {t.close}
        </SosAnswerButton>
      )}
    </Stack>
  );
}

/** An SOS sent to me: what they ask, how to reach them, "I'm here", and the guide. */
function ReceivedSos({ sos }: { sos: Sos }) {
  const acknowledge = useAcknowledgeSos();
  const answeredByOther = sos.acknowledged_by !== null;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <PersonAvatar person={sos.member} size="lg" />
        <div>
          <Text fw={700}>{sos.member.display_name}</Text>
          <Text size="sm" c="dimmed">
            Sent at {time(sos.created_at)}
          </Text>
        </div>
        <Badge color="red.9" size="lg" ml="auto">
          {sos.level_label}
        </Badge>
      </Group>
      {sos.message && (
        <Card withBorder radius="md" p="sm" bg="gray.0">
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{sos.message}</Text>
        </Card>
      )}
      {sos.phone && (
        <Group gap="xs">
          <Button component="a" href={telHref(sos.phone)} leftSection={<IconPhone size={18} aria-hidden />} variant="light">
            Call {sos.phone}
          </Button>
          <Button component="a" href={smsHref(sos.phone)} leftSection={<IconMessage size={18} aria-hidden />} variant="light">
            Text {sos.phone}
          </Button>
        </Group>
      )}
      {sos.status === 'open' && !answeredByOther ? (
        <SosAnswerButton sos={sos} write={acknowledge} done={t.acknowledged} refused={t.alreadyAcknowledged} size="md">
          {t.imHere}
        </SosAnswerButton>
      ) : (
        <Status sos={sos} />
      )}
      <PartnerGuide kind="sos" />
    </Stack>
  );
}

/** /sos/{id}: one SOS, for the member who sent it or a partner who received it; updates live (sos.updated). */
export function SosPage() {
  const id = Number(useParams().id);
  const sos = useGetSos(id);
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {sos.data && !sos.data.is_mine ? t.notificationTitle : t.title}
        </Title>
        {sos.isPending ? (
          <Skeleton height={240} radius="lg" role="status" aria-label="Loading" />
        ) : sos.isError ? (
          <Alert color="red" role="alert">
            {isApiError(sos.error) && sos.error.status === 404 ? 'This SOS was not found.' : 'Unable to load this SOS.'}
          </Alert>
        ) : (
          <Card withBorder radius="lg" p="lg">
            {sos.data.is_mine ? <MySos sos={sos.data} /> : <ReceivedSos sos={sos.data} />}
          </Card>
        )}
        <Anchor component={Link} to={web.partners} size="sm" fw={600}>
          Your accountability partners
        </Anchor>
      </Stack>
    </Container>
  );
}
