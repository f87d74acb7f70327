import { Modal, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountabilityTexts as t, PARTNER_MESSAGE_MAX, type CreatePartnerRequestInput } from '@holdfast/shared/accountability';
import { FormActions } from '@/components/form-actions';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreatePartnerRequest } from '../api/create-partner-request';
import { validateRequestForm, type RequestFormValues } from '../lib/request-form';
import { refusalText } from '../lib/refusal';

/**
 * The 'Accountability Relationship' request modal (spec 2 section 2.2): request_type, partner_email
 * when the request is by e-mail, an optional message. `userId` makes it a request to a known user.
 */
export function RequestModal({
  opened,
  onClose,
  onSent,
  userId = null,
}: {
  opened: boolean;
  onClose: () => void;
  onSent?: () => void;
  userId?: number | null;
}) {
  const create = useCreatePartnerRequest();
  const form = useForm<RequestFormValues>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { action_type: userId === null ? 'email' : 'user', request_type: '', partner_email: '', user_id: userId, message: '' },
    validate: validateRequestForm,
  });

  function close() {
    form.reset();
    create.reset();
    onClose();
  }

  const handleSubmit = form.onSubmit((values) => {
    create.mutate({ ...values, request_type: values.request_type || undefined } as CreatePartnerRequestInput, {
      onSuccess: (answer) => {
        notify.success(answer.message || t.requestSent);
        form.reset();
        onSent?.();
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) return; // listed in the error card
        notify.error(refusalText(error, t.addFailure));
      },
    });
  });

  return (
    // Not centred: a message appearing under a field (checked on blur) would move the whole modal
    // while the pointer is down, and the click on a radio below the pointer would be lost.
    <Modal opened={opened} onClose={close} title={t.requestModalTitle}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <ErrorCard messages={isApiError(create.error) && create.error.status === 422 ? create.error.messages : []} />
          <Radio.Group label="Type of request" withAsterisk {...form.getInputProps('request_type')}>
            <Stack gap="xs" mt="xs">
              <Radio value="mutual" label={t.requestTypeMutual} />
              <Radio value="standard" label={t.requestTypeStandard} />
            </Stack>
          </Radio.Group>
          {userId === null && (
            <TextInput
              label={t.partnerEmailLabel}
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('partner_email')}
            />
          )}
          <Textarea label={t.messageLabel} rows={3} maxLength={PARTNER_MESSAGE_MAX} {...form.getInputProps('message')} />
          <FormActions onCancel={close} submitLabel="Send Request" pending={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
