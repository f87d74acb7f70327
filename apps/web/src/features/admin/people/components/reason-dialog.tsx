import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ADMIN_REASON_MAX, adminPeopleTexts as t, adminReasonInputSchema } from '@holdfast/shared/admin';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';

/**
 * A dialog that asks why (the form from the shared reason schema: 5–500 characters), and, for what
 * cannot be undone, that the admin types `confirmText` (the person's e-mail) before the button works.
 */
export function ReasonDialog({
  opened,
  onClose,
  title,
  intro,
  confirmLabel,
  confirmText,
  danger,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  confirmLabel: string;
  confirmText?: string;
  danger?: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const form = useZodForm<{ reason: string; typed: string }>(adminReasonInputSchema, { initialValues: { reason: '', typed: '' } });
  const typedOk = confirmText === undefined || form.values.typed.trim().toLowerCase() === confirmText.toLowerCase();
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    if (!typedOk) return;
    try {
      await onSubmit(adminReasonInputSchema.parse({ reason: values.reason }).reason);
      close();
    } catch (error) {
      if (isApiError(error) && error.status === 422) form.setErrors({ reason: error.errors.reason?.[0] ?? error.message });
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{intro}</Text>
          <Textarea
            label={t.reason}
            description={t.reasonHint}
            withAsterisk
            rows={3}
            maxLength={ADMIN_REASON_MAX}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          {confirmText !== undefined && (
            <TextInput label={t.eraseConfirmLabel(confirmText)} autoComplete="off" {...form.getInputProps('typed')} />
          )}
          <FormActions
            onCancel={close}
            submitLabel={confirmLabel}
            pending={form.submitting}
            submitDisabled={!typedOk}
            color={danger ? 'red.8' : undefined}
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
