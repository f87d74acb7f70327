import { Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FLAG_REASON_MAX, communityToasts as toasts } from '@holdfast/shared/community';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { useFlagReply } from '../api/flag-reply';
import { useFlagUser } from '../api/flag-user';
import { communityUi as ui } from '../lib/texts';

type FlagReasonFormProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** A line above the reason field, if any. */
  intro?: string;
  label: string;
  submitLabel: string;
  submitColor: string;
  pending: boolean;
  /** Sends the trimmed reason; `done` clears the form and closes it, `fieldError` shows a message on the field. */
  onSubmit: (reason: string, done: () => void, fieldError: (message: string) => void) => void;
};

/** The flag dialog of spec 3 section 5: a required reason, cancel and submit. */
export function FlagReasonForm({ opened, onClose, title, intro, label, submitLabel, submitColor, pending, onSubmit }: FlagReasonFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (pending) return;
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) {
            setError(ui.reasonRequired);
            return;
          }
          onSubmit(
            reason.trim(),
            () => {
              setReason('');
              onClose();
            },
            setError,
          );
        }}
      >
        {intro && <Text mb="sm">{intro}</Text>}
        <Textarea
          label={label}
          required
          rows={3}
          maxLength={FLAG_REASON_MAX}
          value={reason}
          error={error}
          data-autofocus
          onChange={(e) => {
            setReason(e.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <FormActions
          onCancel={close}
          cancelDisabled={pending}
          cancelLabel={ui.cancel}
          submitLabel={submitLabel}
          color={submitColor}
          pending={pending}
          mt="lg"
        />
      </form>
    </Modal>
  );
}

/** Flag a reply with a reason (spec 3 section 5: the reason is required). */
export function FlagReplyModal({ replyId, opened, onClose }: { replyId: number; opened: boolean; onClose: () => void }) {
  const flag = useFlagReply();
  return (
    <FlagReasonForm
      opened={opened}
      onClose={onClose}
      title={ui.flagTitle}
      intro={toasts.flagReplyConfirm}
      label={ui.flagReason}
      submitLabel={ui.flagSubmit}
      submitColor="red.8"
      pending={flag.isPending}
      onSubmit={(reason, done) => flag.mutate({ replyId, reason }, { onSuccess: done })}
    />
  );
}

/** Flag a member with a reason (spec 3 section 5: required); to the moderation queue. */
export function FlagMemberModal({ userId, name, opened, onClose }: { userId: number; name: string; opened: boolean; onClose: () => void }) {
  const flag = useFlagUser();
  return (
    <FlagReasonForm
      opened={opened}
      onClose={onClose}
      title={`${ui.flagMemberTitle}: ${name}`}
      label={ui.flagMemberReason}
      submitLabel={ui.flagMember}
      submitColor="red.9"
      pending={flag.isPending}
      onSubmit={(reason, done, fieldError) =>
        flag.mutate(
          { userId, reason },
          {
            onSuccess: done,
            onError: (err) => {
              if (isApiError(err) && err.status === 422) fieldError(err.errors.reason?.[0] ?? err.message);
            },
          },
        )
      }
    />
  );
}
