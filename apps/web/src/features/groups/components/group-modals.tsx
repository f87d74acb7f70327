import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { GROUP_NAME_MAX, groupsTexts as t, updateGroupInputSchema, type Group as GroupItem } from '@holdfast/shared/groups';
import { validationMessages as m } from '@holdfast/shared/validation';
import { FormActions } from '@/components/form-actions';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useDeleteGroup } from '../api/delete-group';
import { useUpdateGroup } from '../api/update-group';
import { issuesOf } from '../lib/form-errors';

const listed = (error: unknown) => (isApiError(error) && error.status === 422 ? error.messages : []);

/** 'Change group name' (spec 5: name required). */
export function ChangeNameModal({ group, onClose }: { group: GroupItem | null; onClose: () => void }) {
  const update = useUpdateGroup();
  const form = useForm({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { name: group?.name ?? '' },
    validate: (values) => issuesOf(updateGroupInputSchema, values),
  });
  function close() {
    update.reset();
    onClose();
  }
  const handleSubmit = form.onSubmit((values) => {
    if (!group) return;
    update.mutate({ id: group.id, body: { name: values.name } }, { onSuccess: close });
  });
  return (
    <Modal opened={group !== null} onClose={close} title="Change group name">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <ErrorCard messages={listed(update.error)} />
          <TextInput label="Group name" withAsterisk maxLength={GROUP_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
          <FormActions onCancel={close} submitLabel="Save" pending={update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** The typed-name check of 'Delete group' (spec 5): required, then exactly the group's name. */
export function deleteNameError(typed: string, name: string): string | null {
  if (typed.trim() === '') return m.required;
  return typed === name ? null : t.groupNameMismatch;
}

/** 'Delete group': the owner types the group's exact name (spec 5); anything else is 'Group name does not match'. */
export function DeleteGroupModal({ group, onClose, onDeleted }: { group: GroupItem | null; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteGroup();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  function close() {
    setTyped('');
    setError(null);
    remove.reset();
    onClose();
  }
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!group) return;
    const problem = deleteNameError(typed, group.name);
    setError(problem);
    if (problem) return;
    // The promise, not mutate's callbacks: those are dropped once the deleted group's page unmounts.
    remove
      .mutateAsync(group.id)
      .then(() => {
        close();
        onDeleted?.();
      })
      .catch(() => undefined); // the hook said why
  }
  return (
    <Modal opened={group !== null} onClose={close} title="Delete group">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="red" variant="light">
            <Text size="sm">{t.confirmDelete}</Text>
          </Alert>
          <TextInput
            label={`Type “${group?.name ?? ''}” to confirm`}
            withAsterisk
            autoComplete="off"
            data-autofocus
            value={typed}
            error={error}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <FormActions onCancel={close} submitLabel="Delete Group" color="red.8" pending={remove.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
