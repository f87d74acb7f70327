import { Alert, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  coachBillingTexts as t,
  formatCents,
  inviteClientInputSchema,
  monthlyTotalCents,
  COACH_PRICE_CURRENCY,
  type InviteClientBody,
} from '@holdfast/shared/coaching';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { useGetBillingPreview } from '../api/get-billing-preview';
import { useGetCoach } from '../api/get-coach';
import { useInviteClient } from '../api/invite-client';

/**
 * 'Invite User' (spec 3 sections 2 and 5): an e-mail (required, valid, 2–255), and before it is sent
 * the monthly total now and once this client accepts (GET coach/billing-info/preview), since the
 * volume tiers can lower the total as a client is added. For the billing page and the coaching centre.
 */
export function InviteClientModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const coach = useGetCoach({ enabled: opened });
  // Unreadable, the count starts from none: the preview still answers for one client.
  const accepted = coach.data ? coach.data.users.filter((u) => u.request_status === 'accepted').length : coach.isError ? 0 : null;
  const preview = useGetBillingPreview((accepted ?? 0) + 1, { enabled: opened && accepted !== null });
  const invite = useInviteClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useZodForm<InviteClientBody>(inviteClientInputSchema, { initialValues: { email: '' } });

  const close = () => {
    form.reset();
    setRefusal(null);
    invite.reset();
    onClose();
  };

  const handleSubmit = form.onSubmit((values) => {
    setRefusal(null);
    invite.mutate(inviteClientInputSchema.parse(values), {
      onSuccess: close,
      onError: (error) => {
        if (isApiError(error) && error.status === 422) form.setErrors({ email: error.errors.email?.[0] ?? error.message });
        else if (isApiError(error) && error.status > 0) setRefusal(error.message);
      },
    });
  });

  // The dev provider and Stripe price alike; the same rule stands in while the preview has not answered.
  const totals =
    accepted === null
      ? null
      : preview.data
        ? {
            now: preview.data.total_now,
            nowClients: preview.data.clients_now,
            after: preview.data.total_after,
            afterClients: preview.data.clients_after,
            currency: preview.data.currency,
          }
        : preview.isError
          ? {
              now: monthlyTotalCents(accepted),
              nowClients: accepted,
              after: monthlyTotalCents(accepted + 1),
              afterClients: accepted + 1,
              currency: COACH_PRICE_CURRENCY,
            }
          : null;

  return (
    <Modal opened={opened} onClose={close} title={t.inviteUser} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <TextInput
            label={t.email}
            type="email"
            autoComplete="email"
            withAsterisk
            maxLength={255}
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Stack gap={4} aria-live="polite" aria-label={t.monthlyTotal}>
            <Text size="sm" fw={600}>
              {t.monthlyTotal}
            </Text>
            {totals ? (
              <>
                <Text size="sm">{t.totalNow(formatCents(totals.now, totals.currency), totals.nowClients)}</Text>
                <Text size="sm">{t.totalAfter(formatCents(totals.after, totals.currency), totals.afterClients)}</Text>
              </>
            ) : (
              <Stack gap={6} role="status" aria-label="Loading the monthly total">
                <Skeleton height={12} width="80%" />
                <Skeleton height={12} width="70%" />
              </Stack>
            )}
          </Stack>
          <FormActions onCancel={close} submitLabel={t.sendInvite} pending={invite.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
