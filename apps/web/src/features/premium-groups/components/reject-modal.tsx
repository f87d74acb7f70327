import { Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ANSWER_MAX, premiumTexts as t, rejectApplicantInputSchema } from '@holdfast/shared/premium-groups';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { useRejectApplicant } from '../api/reject-applicant';

/** 'Reject' with its required reason (spec 5: 'Reason is required to reject'). */
export function RejectModal({
  groupId,
  member,
  onClose,
}: {
  groupId: number;
  member: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const reject = useRejectApplicant();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!member) return;
    const parsed = rejectApplicantInputSchema.safeParse({ reason_to_reject: reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    reject.mutate(
      { groupId, memberId: member.id, body: { reason_to_reject: reason } },
      {
        onSuccess: close,
        onError: (err) => {
          if (isApiError(err) && err.status === 422) setError(err.errors.reason_to_reject?.[0] ?? err.message);
        },
      },
    );
  };
  return (
    <Modal opened={member !== null} onClose={close} title={`${t.reject}: ${member?.name ?? ''}`} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Textarea
            label="Reason to reject"
            withAsterisk
            rows={3}
            maxLength={ANSWER_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <FormActions onCancel={close} submitLabel={t.reject} color="red.8" pending={reject.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
