import { Button, Stack, TextInput } from '@mantine/core';
import { accountsTexts, changeEmailRequestInputSchema, type ChangeEmailRequest } from '@holdfast/shared/accounts';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCreateChangeEmailRequest } from '../api/create-change-email-request';
import { useUpdateChangeEmailRequest } from '../api/update-change-email-request';
import { validationMessages } from '../lib/error-messages';

/**
 * New e-mail address: creates a change request, or edits the pending one (PUT users/change-email)
 * when one exists.
 */
export function ChangeEmailForm({ pending, onDone }: { pending: ChangeEmailRequest | null; onDone?: () => void }) {
  const create = useCreateChangeEmailRequest();
  const update = useUpdateChangeEmailRequest();
  const form = useZodForm(changeEmailRequestInputSchema, { initialValues: { email: pending?.email ?? '' } });
  const busy = create.isPending || update.isPending;

  const handleError = (error: unknown) => {
    if (isApiError(error) && error.status === 409) notify.warning(error.message || accountsTexts.emailChangeRequestDuplicate);
    else if (!(isApiError(error) && error.status === 422)) notify.error(accountsTexts.changeEmailFailure);
  };
  const handleSuccess = (answer: { message: string }) => {
    notify.success(answer.message || accountsTexts.emailChangeRequestSent);
    onDone?.();
  };

  const handleSubmit = form.onSubmit((values) => {
    const { email } = changeEmailRequestInputSchema.parse(values);
    if (pending) update.mutate({ id: pending.id, email }, { onSuccess: handleSuccess, onError: handleError });
    else create.mutate(email, { onSuccess: handleSuccess, onError: handleError });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <ErrorCard messages={validationMessages(create.error ?? update.error)} />
        <TextInput label="New Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        <Button type="submit" loading={busy} disabled={busy}>
          {pending ? 'Update' : 'Send Request'}
        </Button>
      </Stack>
    </form>
  );
}
