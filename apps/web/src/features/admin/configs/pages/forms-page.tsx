import { Badge, Button, Card, Group, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { configsConsoleTexts as t, configsWebPaths } from '@holdfast/shared/admin';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useCreateForm } from '../api/create-form';
import { useListForms } from '../api/list-forms';

/** /admin/forms: every dynamic form, what uses it and its number of questions; a new form by name. */
export function FormsPage() {
  const forms = useListForms();
  return (
    <PageFrame title={t.forms} intro={t.formsIntro} size="md">
      <NewForm />
      {forms.isPending ? (
        <ListSkeleton label={t.forms} rows={5} />
      ) : forms.isError ? (
        <LoadFailure title={t.loadFailed} onRetry={() => void forms.refetch()} />
      ) : forms.data.items.length === 0 ? (
        <EmptyCard>
          <Text c="dimmed">{t.noItems}</Text>
        </EmptyCard>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.forms}>
          {forms.data.items.map((f) => (
            <Card key={f.id} component="li" withBorder radius="md" p={0}>
              <NavLink
                component={Link}
                to={configsWebPaths.form(f.id)}
                label={
                  <Group gap="xs">
                    <Text fw={600}>{f.name}</Text>
                    <Badge variant="light">{`${f.questions} questions`}</Badge>
                  </Group>
                }
                description={f.used_by.length ? `${t.usedBy}: ${f.used_by.map((u) => u.label).join(', ')}` : t.notUsed}
              />
            </Card>
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}

function NewForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateForm();
  const navigate = useNavigate();
  return (
    <Card
      withBorder
      radius="md"
      p="sm"
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          { name },
          {
            onSuccess: (form) => void navigate(configsWebPaths.form(form.id)),
            onError: (err) => isApiError(err) && err.status === 422 && setError(err.errors.name?.[0] ?? err.message),
          },
        );
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t.newForm}
          value={name}
          error={error}
          maxLength={120}
          style={{ flex: 1, minWidth: 200 }}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" loading={create.isPending}>
          {t.add}
        </Button>
      </Group>
    </Card>
  );
}
