import { Anchor, Badge, Button, Card, FileInput, Group, Modal, Progress, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  RESOURCE_AUDIENCES,
  RESOURCE_KINDS,
  resourceInputSchema,
  resourcesTexts as t,
  type Resource,
  type ResourceAudience,
  type ResourceKind,
} from '@holdfast/shared/resources';
import { useConfirm } from '@/components/confirm-dialog';
import { ErrorCard } from '@/components/error-card';
import { FormActions } from '@/components/form-actions';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useDeleteResource } from './api/delete-resource';
import { useAdminResources } from './api/list-admin-resources';
import { useSaveResource } from './api/save-resource';
import { useUploadResourceFile } from './api/upload-resource-file';

interface Values extends Record<string, unknown> {
  title: string;
  category: string;
  kind: ResourceKind | '';
  description: string;
  url: string;
  audience: ResourceAudience;
}

const KIND_OPTIONS = RESOURCE_KINDS.map((value) => ({ value, label: t.kinds[value] }));
const AUDIENCE_OPTIONS = RESOURCE_AUDIENCES.map((value) => ({ value, label: t.audiences[value] }));
const valuesOf = (r: Resource | null): Values => ({
  title: r?.title ?? '',
  category: r?.category ?? '',
  kind: r?.kind ?? '',
  description: r?.description ?? '',
  url: r && !r.has_file ? (r.url ?? '') : '',
  audience: r?.audience ?? 'members',
});

/** Add or edit one resource: the fields checked by the shared schema, then an optional file with its progress. */
function ResourceModal({ editing, onClose }: { editing: Resource | null | undefined; onClose: () => void }) {
  const opened = editing !== undefined;
  const save = useSaveResource();
  const upload = useUploadResourceFile();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useZodForm<Values>(resourceInputSchema, { initialValues: valuesOf(editing ?? null) });
  const [opening, setOpening] = useState<Resource | null | undefined>(undefined);
  if (opening !== editing) {
    setOpening(editing);
    form.setValues(valuesOf(editing ?? null));
    form.resetDirty();
    form.clearErrors();
    setFile(null);
    setProgress(null);
    save.reset();
    upload.reset();
  }
  const busy = save.isPending || upload.isPending;
  const close = () => {
    if (!busy) onClose();
  };
  // With a file chosen, the address is not needed (the file replaces it).
  const submit = form.onSubmit(
    async (values) => {
      try {
        const answer = await save.mutateAsync({
          id: editing?.id ?? null,
          body: { ...values, kind: values.kind as ResourceKind, url: file ? null : values.url, description: values.description },
        });
        if (file) {
          setProgress(0);
          await upload.mutateAsync({ id: answer.item.id, file, onProgress: setProgress });
        }
        notify.success(editing ? t.updated : t.created);
        onClose();
      } catch {
        setProgress(null);
      }
    },
    () => undefined,
  );
  const failure = save.error ?? upload.error;
  const listed = isApiError(failure) ? failure.messages : failure ? [t.loadFailed] : [];
  return (
    <Modal opened={opened} onClose={close} title={editing ? t.edit : t.add} centered>
      <form onSubmit={submit} noValidate aria-label={editing ? t.edit : t.add}>
        <Stack gap="sm">
          <ErrorCard messages={listed} />
          <TextInput label={t.fields.title} withAsterisk data-autofocus {...form.getInputProps('title')} />
          <TextInput label={t.fields.category} withAsterisk {...form.getInputProps('category')} />
          <Select label={t.fields.kind} withAsterisk data={KIND_OPTIONS} allowDeselect={false} {...form.getInputProps('kind')} />
          <Textarea label={t.fields.description} rows={2} {...form.getInputProps('description')} />
          <TextInput label={t.fields.url} placeholder="https://" disabled={!!file} {...form.getInputProps('url')} />
          <FileInput
            label={t.fields.file}
            accept="application/pdf,video/mp4,video/webm"
            clearable
            value={file}
            onChange={setFile}
            description={editing?.has_file ? 'A file is uploaded; choosing another replaces it.' : undefined}
          />
          {progress !== null && <Progress value={progress} aria-label="Upload progress" />}
          <Select label={t.fields.audience} data={AUDIENCE_OPTIONS} allowDeselect={false} {...form.getInputProps('audience')} />
          <FormActions onCancel={close} submitLabel={t.save} pending={busy} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * /admin/resources: the members' library as the team manages it (ff_admin): every item with its
 * category, type and audience; add, edit (address or uploaded PDF/video, with upload progress) and
 * delete (confirmed). Every change is written to the audit log by the server.
 */
export function AdminResourcesPage() {
  const list = useAdminResources();
  const remove = useDeleteResource();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<Resource | null | undefined>(undefined);
  return (
    <PageFrame title={t.adminTitle} intro={t.adminIntro} size="md" action={<Button onClick={() => setEditing(null)}>{t.add}</Button>}>
      {list.isPending ? (
        <ListSkeleton label="Loading resources" rows={3} />
      ) : list.isError ? (
        <LoadFailure title={t.loadFailed} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyCard>
          <Text>{t.empty}</Text>
        </EmptyCard>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.adminTitle}>
          {list.data.map((r) => (
            <Card key={r.id} withBorder radius="md" padding="sm" component="li">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {r.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {r.category} · {t.kinds[r.kind]} · {t.audiences[r.audience]}
                  </Text>
                  {r.url ? (
                    <Anchor href={r.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {r.has_file ? 'Uploaded file' : r.url}
                    </Anchor>
                  ) : (
                    <Badge color="yellow" variant="light">
                      {t.urlOrFile}
                    </Badge>
                  )}
                </Stack>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setEditing(r)} aria-label={`${t.edit} ${r.title}`}>
                    {t.edit}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`${t.delete} ${r.title}`}
                    onClick={() =>
                      ask({
                        title: t.delete,
                        message: t.deleteConfirm(r.title),
                        confirmLabel: t.delete,
                        danger: true,
                        onConfirm: () => remove.mutateAsync(r.id),
                      })
                    }
                  >
                    {t.delete}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <ResourceModal editing={editing} onClose={() => setEditing(undefined)} />
      {dialog}
    </PageFrame>
  );
}
