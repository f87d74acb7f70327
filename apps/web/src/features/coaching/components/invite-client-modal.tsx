import { Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import {
  coachCentreTexts as c,
  coachingTexts as t,
  formatCents,
  inviteClientInputSchema,
  type InviteClientBody,
} from '@holdfast/shared/coaching';
import { ErrorCard } from '@/components/error-card';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useGetBillingPreview } from '../api/get-billing-preview';
import { useInviteClient } from '../api/invite-client';
import { refusalText } from '../lib/refusal';

const clientsLabel = (n: number) => `${n} ${n === 1 ? 'client' : 'clients'}`;

function Total({ label, cents, clients, currency }: { label: string; cents: number; clients: number; currency: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">
        {label}{' '}
        <Text span c="dimmed" size="sm">
          ({clientsLabel(clients)})
        </Text>
      </Text>
      <Text fw={700}>{formatCents(cents, currency)}</Text>
    </Group>
  );
}

/**
 * The monthly total before and after the invite (the volume tiers can lower it as well as raise it),
 * from GET coach/billing-info/preview for one client more than the coach has accepted.
 */
function MonthlyTotals({ accepted, opened }: { accepted: number; opened: boolean }) {
  const preview = useGetBillingPreview(accepted + 1, { enabled: opened });
  if (preview.isPending) return <Skeleton height={48} radius="md" role="status" aria-label="Loading the monthly total" />;
  if (preview.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {c.previewFailed}
      </Text>
    );
  }
  const p = preview.data;
  return (
    <Stack gap={4} aria-label="Monthly total" role="group">
      <Total label={c.monthlyNow} cents={p.total_now} clients={p.clients_now} currency={p.currency} />
      <Total label={c.monthlyAfter} cents={p.total_after} clients={p.clients_after} currency={p.currency} />
    </Stack>
  );
}

/** 'Invite client' (spec 3 section 5: e-mail required, valid, 2 to 255), with the monthly totals, then POST coach/users. */
export function InviteClientModal({ opened, onClose, accepted }: { opened: boolean; onClose: () => void; accepted: number }) {
  const invite = useInviteClient();
  const form = useZodForm<{ email: string }>(inviteClientInputSchema, { initialValues: { email: '' } });
  function close() {
    form.reset();
    invite.reset();
    onClose();
  }
  const handleSubmit = form.onSubmit((values) => {
    invite.mutate(inviteClientInputSchema.parse(values) as InviteClientBody, {
      onSuccess: (answer) => {
        notify.success(answer.message || t.clientInvited);
        close();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) return; // listed in the card
        notify.error(refusalText(error, t.genericError));
      },
    });
  });
  const listed = isApiError(invite.error) && invite.error.status === 422 ? invite.error.messages : [];
  return (
    <Modal opened={opened} onClose={close} title={c.inviteClient}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <ErrorCard messages={listed} />
          <TextInput label="Email" type="email" autoComplete="off" withAsterisk data-autofocus {...form.getInputProps('email')} />
          <MonthlyTotals accepted={accepted} opened={opened} />
          <FormActions onCancel={close} submitLabel={c.sendInvitation} pending={invite.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
