import { ActionIcon, Button, Checkbox, Fieldset, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { z } from 'zod';
import { adminCoursesTexts as t, itemPanelInputSchema, type ItemPanelBody } from '@holdfast/shared/admin';
import { PANEL_TYPES, RESOURCE_TYPES, type ItemPanel, type PanelType } from '@holdfast/shared/courses';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { PANEL_TYPE_LABELS } from '../lib/order';
import { FileUploadField } from './file-upload-field';

interface QuestionValues {
  id?: number;
  question: string;
  input_type: 'text' | 'textarea';
  required: boolean;
}
interface ResourceValues {
  id?: number;
  name: string;
  resource_type: 'external-link' | 'file';
  external_link: string;
  file_url: string;
}
interface PanelValues extends Record<string, unknown> {
  name: string;
  panel_type: PanelType;
  information_content: string;
  form: { title: string; questions: QuestionValues[] };
  resources: ResourceValues[];
}

const newQuestion = (): QuestionValues => ({ question: '', input_type: 'textarea', required: false });
const newResource = (): ResourceValues => ({ name: '', resource_type: 'external-link', external_link: '', file_url: '' });

const valuesOf = (panel: ItemPanel | null): PanelValues => ({
  name: panel?.name ?? '',
  panel_type: panel?.panel_type ?? 'form',
  information_content: panel?.information_content ?? '',
  form: panel?.form
    ? { title: panel.form.title, questions: panel.form.questions.map((q) => ({ ...q })) }
    : { title: panel?.name ?? '', questions: [newQuestion()] },
  resources: (panel?.resources ?? []).map((r) => ({ ...r, external_link: r.external_link ?? '', file_url: r.file_url ?? '' })),
});

/** What the form sends: only the part its type uses. */
function bodyOf(v: PanelValues): ItemPanelBody {
  return {
    name: v.name,
    panel_type: v.panel_type,
    information_content: v.panel_type === 'information' ? v.information_content : null,
    form: v.panel_type === 'form' ? v.form : null,
    resources: v.panel_type === 'resources' || v.panel_type === 'panel-resources' ? v.resources : [],
  };
}

/** A panel's editor: information text, a form's questions (text or textarea, required or not), or resources (links and files). */
export function PanelEditor({
  opened,
  panel,
  pending,
  onClose,
  onSave,
}: {
  opened: boolean;
  panel: ItemPanel | null;
  pending: boolean;
  onClose: () => void;
  onSave: (body: ItemPanelBody) => Promise<unknown>;
}) {
  const form = useZodForm<PanelValues>(
    z.preprocess((v) => bodyOf(v as PanelValues), itemPanelInputSchema),
    { initialValues: valuesOf(panel) },
  );
  const type = form.values.panel_type;
  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(bodyOf(values));
      onClose();
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.errors);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={panel ? `${t.edit}: ${panel.name}` : t.addPanel} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Panel name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <Select
            label="Panel type"
            data={PANEL_TYPES.map((v) => ({ value: v, label: PANEL_TYPE_LABELS[v] ?? v }))}
            allowDeselect={false}
            {...form.getInputProps('panel_type')}
          />
          {type === 'information' && (
            <Textarea label="Text (HTML or plain text)" rows={4} withAsterisk {...form.getInputProps('information_content')} />
          )}
          {type === 'form' && (
            <Fieldset legend="Form">
              <Stack gap="sm">
                <TextInput label="Form title" withAsterisk {...form.getInputProps('form.title')} />
                {form.values.form.questions.map((q, i) => (
                  <Group key={q.id ?? `new-${i}`} align="flex-end" gap="xs" wrap="wrap">
                    <TextInput
                      label={`Question ${i + 1}`}
                      withAsterisk
                      style={{ flex: '1 1 220px' }}
                      {...form.getInputProps(`form.questions.${i}.question`)}
                    />
                    <Select
                      label={`Answer ${i + 1}`}
                      w={130}
                      data={[
                        { value: 'textarea', label: 'Long text' },
                        { value: 'text', label: 'Short text' },
                      ]}
                      allowDeselect={false}
                      {...form.getInputProps(`form.questions.${i}.input_type`)}
                    />
                    <Checkbox label="Required" mb={8} {...form.getInputProps(`form.questions.${i}.required`, { type: 'checkbox' })} />
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      mb={4}
                      aria-label={`Remove question ${i + 1}`}
                      onClick={() => form.removeListItem('form.questions', i)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                ))}
                {typeof form.errors['form.questions'] === 'string' && <TextInputError>{form.errors['form.questions']}</TextInputError>}
                <Button
                  variant="light"
                  size="xs"
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => form.insertListItem('form.questions', newQuestion())}
                >
                  Add question
                </Button>
              </Stack>
            </Fieldset>
          )}
          {(type === 'resources' || type === 'panel-resources') && (
            <Fieldset legend="Resources">
              <Stack gap="sm">
                {form.values.resources.map((r, i) => (
                  <Stack key={r.id ?? `new-${i}`} gap="xs">
                    <Group align="flex-end" gap="xs" wrap="wrap">
                      <TextInput
                        label={`Resource ${i + 1}`}
                        withAsterisk
                        style={{ flex: '1 1 200px' }}
                        {...form.getInputProps(`resources.${i}.name`)}
                      />
                      <Select
                        label={`Kind ${i + 1}`}
                        w={140}
                        data={RESOURCE_TYPES.map((v) => ({ value: v, label: v === 'file' ? 'File' : 'Link' }))}
                        allowDeselect={false}
                        {...form.getInputProps(`resources.${i}.resource_type`)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        mb={4}
                        aria-label={`Remove resource ${i + 1}`}
                        onClick={() => form.removeListItem('resources', i)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                    {r.resource_type === 'external-link' ? (
                      <TextInput label={`Link ${i + 1}`} placeholder="https://" {...form.getInputProps(`resources.${i}.external_link`)} />
                    ) : (
                      <FileUploadField
                        label={`File ${i + 1}`}
                        accept="application/pdf,image/*,video/webm,video/mp4"
                        value={r.file_url}
                        onChange={(key) => form.setFieldValue(`resources.${i}.file_url`, key)}
                        error={form.errors[`resources.${i}.file_url`] as string | undefined}
                      />
                    )}
                  </Stack>
                ))}
                {typeof form.errors.resources === 'string' && <TextInputError>{form.errors.resources}</TextInputError>}
                <Button
                  variant="light"
                  size="xs"
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => form.insertListItem('resources', newResource())}
                >
                  Add resource
                </Button>
              </Stack>
            </Fieldset>
          )}
          <FormActions onCancel={onClose} submitLabel={t.save} pending={pending} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}

function TextInputError({ children }: { children: string }) {
  return (
    <div role="alert" style={{ color: 'var(--mantine-color-red-9)', fontSize: 'var(--mantine-font-size-xs)' }}>
      {children}
    </div>
  );
}
