import { FileInput, Modal, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  COACH_LINK_MAX,
  COACH_RESOURCE_TITLE_MAX,
  COACH_RESOURCE_TYPES,
  coachCentreTexts as c,
  coachingTexts as t,
  coachResourceTypeLabels,
} from '@holdfast/shared/coaching';
import { ErrorCard } from '@/components/error-card';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateResource } from '../api/create-resource';
import { refusalText } from '../lib/refusal';
import { acceptOf, validateResource, type ResourceValues } from '../lib/resource-form';

const TYPE_OPTIONS = COACH_RESOURCE_TYPES.map((value) => ({ value, label: coachResourceTypeLabels[value] }));

/**
 * 'Add' on Resource Management (spec 3 sections 2 and 5): title, type, then the file (checked here
 * for its type and its 8 MB as the server checks them) or the link; the upload's progress shows
 * while it is sent. 'Successfully uploaded on the server.' / 'Successfully save external link.'.
 */
export function ResourceFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateResource(setProgress);
  const form = useForm<ResourceValues>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { title: '', resource_type: '', file: null, external_link: '' },
    validate: validateResource,
  });
  function close() {
    if (create.isPending) return;
    form.reset();
    create.reset();
    setProgress(null);
    onClose();
  }
  const type = form.values.resource_type;
  const handleSubmit = form.onSubmit((values) => {
    if (!values.resource_type) return;
    const link = values.resource_type === 'external-link';
    setProgress(link ? null : 0);
    create.mutate(
      {
        title: values.title.trim(),
        resource_type: values.resource_type,
        file: link ? null : values.file,
        external_link: link ? values.external_link.trim() : null,
      },
      {
        onSuccess: () => {
          notify.success(link ? t.linkSaved : t.fileUploaded);
          form.reset();
          create.reset();
          setProgress(null);
          onClose();
        },
        onError: (error) => {
          setProgress(null);
          if (isApiError(error) && error.status === 422) return; // listed in the card
          notify.error(refusalText(error, t.fileSaveFailed));
        },
      },
    );
  });
  const listed = isApiError(create.error) && create.error.status === 422 ? create.error.messages : [];
  return (
    <Modal opened={opened} onClose={close} title={c.addResourceTitle}>
      <form onSubmit={handleSubmit} noValidate aria-label={c.addResourceTitle}>
        <Stack gap="md">
          <ErrorCard messages={listed} />
          <TextInput label="Title" withAsterisk maxLength={COACH_RESOURCE_TITLE_MAX} data-autofocus {...form.getInputProps('title')} />
          <Select
            label="Resource type"
            withAsterisk
            data={TYPE_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps('resource_type')}
            value={type || null}
            onChange={(value) => {
              form.setFieldValue('resource_type', (value ?? '') as ResourceValues['resource_type']);
              form.setFieldValue('file', null);
              form.clearFieldError('file');
            }}
          />
          {type === 'external-link' && (
            <TextInput label="External link" type="url" withAsterisk maxLength={COACH_LINK_MAX} {...form.getInputProps('external_link')} />
          )}
          {type && type !== 'external-link' && (
            <FileInput
              label="File"
              withAsterisk
              clearable
              accept={acceptOf(type)}
              placeholder="Choose a file"
              description="At most 8 MB"
              {...form.getInputProps('file')}
            />
          )}
          {progress !== null && (
            <div>
              <Text size="sm" mb={4}>
                {c.uploading} {progress}%
              </Text>
              <Progress value={progress} aria-label={c.uploading} animated={progress < 100} />
            </div>
          )}
          <FormActions onCancel={close} cancelDisabled={create.isPending} submitLabel={c.addResource} pending={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
