import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { accountabilityTexts as t, type AccountabilityPartner, type AnswerStatus } from '@holdfast/shared/accountability';
import { anonymousAuthorTexts as anonymous } from '@holdfast/shared/community';
import { useDeletePartner } from '../api/delete-partner';
import { useListPartnerRequests } from '../api/list-partner-requests';
import { useResendPartnerInvitation } from '../api/resend-partner-invitation';
import { useUpdatePartnerStatus } from '../api/update-partner-status';
import { PersonLine } from '@/components/person-line';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { refusalText } from '../lib/refusal';
import { notify } from '@/lib/notify';

/** What a request means, from the reader's side. */
function describe(rel: AccountabilityPartner): string {
  if (rel.request_type === 'mutual') return 'Mutual: you would see each other’s data';
  if (rel.is_requester) return 'You asked them to hold you accountable';
  return 'They ask you to hold them accountable';
}

function RequestDetail({ rel, onClose }: { rel: AccountabilityPartner; onClose: () => void }) {
  const answer = useUpdatePartnerStatus();
  const remove = useDeletePartner();
  const resend = useResendPartnerInvitation();

  // Toasts come from the hooks; the modal closes here when the component is still there to do it.
  const handleAnswer = (status: AnswerStatus) => answer.mutate({ id: rel.id, status }, { onSuccess: onClose });
  const handleDelete = () => remove.mutate(rel.id, { onSuccess: onClose });
  const handleResend = () =>
    resend.mutate(rel.id, {
      onSuccess: () => notify.success(t.invitationResent),
      onError: (error) => notify.error(refusalText(error, t.invitationFailure)),
    });

  const busy = answer.isPending || remove.isPending;
  return (
    <Stack gap="md">
      <PersonLine person={rel.partner} size="lg">
        <Text size="sm" c="dimmed">
          {rel.is_requester ? 'Sent' : 'Received'} {dayjs(rel.created_at).format('MMM D, YYYY')}
        </Text>
      </PersonLine>
      <Text size="sm">{describe(rel)}</Text>
      {rel.message && (
        <Card withBorder radius="md" p="sm" bg="gray.0">
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            Message
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{rel.message}</Text>
        </Card>
      )}
      {rel.is_requester ? (
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="red" onClick={handleDelete} loading={remove.isPending} disabled={busy}>
            {t.delete}
          </Button>
          <Button variant="light" onClick={handleResend} loading={resend.isPending}>
            {t.resendEmail}
          </Button>
        </Group>
      ) : (
        <>
          {rel.through_anonymous_post && (
            // Asked through a post I wrote anonymously: accepting shows them my name.
            <Alert color="yellow" role="note" title={anonymous.acceptRevealsTitle}>
              {anonymous.acceptReveals(rel.partner.display_name)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => handleAnswer('rejected')}
              loading={answer.isPending && answer.variables?.status === 'rejected'}
              disabled={busy}
            >
              {t.reject}
            </Button>
            <Button
              onClick={() => handleAnswer('accepted')}
              loading={answer.isPending && answer.variables?.status === 'accepted'}
              disabled={busy}
            >
              {rel.through_anonymous_post ? anonymous.acceptAnyway : t.approve}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** /accountability/requests: pending requests both ways; a row opens the detail modal (spec 2 section 2.2). */
export function RequestsTab() {
  const requests = useListPartnerRequests();
  const [openId, setOpenId] = useState<number | null>(null);
  // A request answered or withdrawn (here or by the other side) leaves the list, and its modal closes.
  const open = requests.data?.items.find((r) => r.id === openId) ?? null;

  if (requests.isPending) return <ListSkeleton label="Loading requests" />;
  if (requests.isError) return <LoadFailure title={t.fetchFailure} onRetry={() => void requests.refetch()} />;
  const items = requests.data.items;
  if (items.length === 0) {
    return (
      <EmptyCard>
        <Text fw={700}>{t.noRequestPending}</Text>
      </EmptyCard>
    );
  }
  return (
    <>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Pending requests">
        {items.map((rel) => (
          <Card key={rel.id} withBorder radius="md" p={0} component="li">
            <UnstyledButton onClick={() => setOpenId(rel.id)} p="sm" w="100%" aria-haspopup="dialog">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <PersonLine person={rel.partner}>
                  <Text size="sm" c="dimmed">
                    {rel.is_requester ? 'Waiting for their answer' : describe(rel)}
                  </Text>
                </PersonLine>
                {/* The chip keeps its width (at 390 px a long name wraps instead of cutting it to 'Act…'). */}
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  {!rel.is_requester && (
                    <Badge color="red" variant="light">
                      {t.actionRequired}
                    </Badge>
                  )}
                  <IconChevronRight size={18} aria-hidden />
                </Group>
              </Group>
            </UnstyledButton>
          </Card>
        ))}
      </Stack>
      <Modal opened={open !== null} onClose={() => setOpenId(null)} title="Accountability request" centered>
        {open && <RequestDetail rel={open} onClose={() => setOpenId(null)} />}
      </Modal>
    </>
  );
}
