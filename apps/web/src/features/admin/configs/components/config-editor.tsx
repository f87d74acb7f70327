import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { configsConsoleTexts as t } from '@holdfast/shared/admin';
import { isSystemConfigType, SYSTEM_CONFIG_SCHEMAS, type SystemConfig } from '@holdfast/shared/reference';
import { isApiError } from '@/lib/api-client';
import { useUpdateSystemConfig } from '../api/update-system-config';
import { formErrors } from '../lib/schema-shape';
import { ConfigPreview } from './config-preview';
import { SchemaForm } from './schema-form';

/**
 * One system config edited as a value: the form generated from its type's schema, the preview of
 * the draft beside it, Save sends the whole value; the server's 422 marks the fields it names and
 * nothing is stored. A type with no schema in shared would be edited as JSON (none is, today).
 */
export function ConfigEditor({ config }: { config: SystemConfig }) {
  const [draft, setDraft] = useState<unknown>(config.config);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateSystemConfig();
  const schema = isSystemConfigType(config.type) ? SYSTEM_CONFIG_SCHEMAS[config.type] : null;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate(
      { type: config.type, config: draft },
      {
        onSuccess: (saved) => setDraft(saved.config),
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setErrors(formErrors(error.errors));
        },
      },
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <form onSubmit={submit} noValidate aria-label={config.type}>
        <Stack gap="md">
          {Object.keys(errors).length > 0 && <Alert color="red" role="alert" title={t.notSaved} />}
          {schema ? (
            <SchemaForm schema={schema} value={draft} onChange={setDraft} errors={errors} />
          ) : (
            <Alert color="yellow">{config.type}</Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
      <div>
        <ConfigPreview type={config.type} value={draft} />
      </div>
    </SimpleGrid>
  );
}
