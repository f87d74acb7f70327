import { Modal, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { z } from 'zod';
import {
  CHILD_ITEM_TYPES,
  ITEM_TYPE_FIELDS,
  adminCoursesTexts as t,
  lessonItemInputSchema,
  type LessonItemBody,
} from '@holdfast/shared/admin';
import { ITEM_TYPES, VIDEO_ITEM_TYPES, type ItemType, type LessonItem } from '@holdfast/shared/courses';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { FIELD_LABELS, ITEM_TYPE_LABELS } from '../lib/order';
import { FileUploadField } from './file-upload-field';

interface ItemValues extends Record<string, unknown> {
  name: string;
  item_type: ItemType;
  week_number: number | string;
  file_key: string;
  video_before_text: string;
  video_after_text: string;
  reflection_question: string;
  challenge_description: string;
  resource_url: string;
}

const valuesOf = (item: LessonItem | null, child: boolean): ItemValues => ({
  name: item?.name ?? '',
  item_type: (item?.item_type as ItemType) ?? (child ? 'checkbox' : 'hosted-video'),
  week_number: item?.week_number ?? '',
  file_key: item?.file_key ?? '',
  video_before_text: item?.video_before_text ?? '',
  video_after_text: item?.video_after_text ?? '',
  reflection_question: item?.reflection_question ?? '',
  challenge_description: item?.challenge_description ?? '',
  resource_url: item?.resource?.file_url ?? '',
});

/** What the form sends: its values, with the parent it hangs under. */
const bodyOf = (v: ItemValues, parentItemId: number | null): LessonItemBody => ({
  ...v,
  week_number: v.week_number === '' ? null : v.week_number,
  parent_item_id: parentItemId,
});

/**
 * A lesson item's editor: its type decides which fields show (ITEM_TYPE_FIELDS, the same table the
 * server stores by), checked with the shared schema; a video or PDF is uploaded here with progress.
 */
export function ItemEditor({
  opened,
  item,
  parentItemId,
  pending,
  onClose,
  onSave,
}: {
  opened: boolean;
  item: LessonItem | null;
  parentItemId: number | null;
  pending: boolean;
  onClose: () => void;
  onSave: (body: LessonItemBody) => Promise<unknown>;
}) {
  const child = parentItemId !== null;
  const form = useZodForm<ItemValues>(
    z.preprocess((v) => bodyOf(v as ItemValues, parentItemId), lessonItemInputSchema),
    { initialValues: valuesOf(item, child) },
  );
  const type = form.values.item_type;
  const fields = ITEM_TYPE_FIELDS[type] ?? [];
  const isVideo = (VIDEO_ITEM_TYPES as readonly string[]).includes(type);
  const types = child ? CHILD_ITEM_TYPES : ITEM_TYPES;
  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(bodyOf(values, parentItemId));
      onClose();
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.errors);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={item ? `${t.edit}: ${item.name}` : child ? t.addChild : t.addItem} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Title" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <Select
            label="Item type"
            data={types.map((v) => ({ value: v, label: ITEM_TYPE_LABELS[v] ?? v }))}
            allowDeselect={false}
            {...form.getInputProps('item_type')}
          />
          {!child && <NumberInput label="Week" min={1} max={520} allowDecimal={false} {...form.getInputProps('week_number')} />}
          {fields.includes('file_key') && (
            <FileUploadField
              label={isVideo ? 'Video (WebM or MP4)' : 'PDF'}
              accept={isVideo ? 'video/webm,video/mp4' : 'application/pdf'}
              value={form.values.file_key}
              onChange={(key) => form.setFieldValue('file_key', key)}
              error={form.errors.file_key as string | undefined}
            />
          )}
          {fields.includes('resource_url') && (
            <FileUploadField
              label={FIELD_LABELS.resource_url!}
              accept="application/pdf,image/*"
              value={form.values.resource_url}
              onChange={(key) => form.setFieldValue('resource_url', key)}
              error={form.errors.resource_url as string | undefined}
            />
          )}
          {(['video_before_text', 'video_after_text', 'reflection_question', 'challenge_description'] as const)
            .filter((f) => fields.includes(f))
            .map((f) => (
              <Textarea key={f} label={FIELD_LABELS[f]} rows={3} {...form.getInputProps(f)} />
            ))}
          <FormActions onCancel={onClose} submitLabel={t.save} pending={pending} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
