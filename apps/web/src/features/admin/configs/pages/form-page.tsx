import { Anchor, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  configsConsoleTexts as t,
  configsWebPaths,
  questionInputSchema,
  questionTypeLabels,
  type AdminQuestion,
  type QuestionBody,
} from '@holdfast/shared/admin';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useGetForm } from '../api/get-form';
import { useQuestionAction } from '../api/question-action';
import { useSaveQuestion } from '../api/save-question';
import { MoveButtons } from '../components/move-buttons';
import { moved } from '../components/reorder';
import { SchemaForm } from '../components/schema-form';
import { emptyValue, formErrors } from '../lib/schema-shape';

type Editing = { id: number | null; body: QuestionBody } | null;

/**
 * /admin/forms/:id: a form's questions in order (retired ones too, marked): add and edit with the
 * form generated from the question's schema, move, retire or bring back; delete only while nobody
 * answered (the owning areas say so; the server refuses otherwise).
 */
export function FormPage() {
  const formId = Number(useParams().id);
  const form = useGetForm(formId);
  const action = useQuestionAction(formId);
  const [editing, setEditing] = useState<Editing>(null);
  const questions = form.data?.questions ?? [];
  return (
    <PageFrame
      title={form.data?.name ?? t.forms}
      intro={form.data && (form.data.used_by.length ? `${t.usedBy}: ${form.data.used_by.map((u) => u.label).join(', ')}` : t.notUsed)}
      size="md"
      above={
        <Anchor component={Link} to={configsWebPaths.forms} size="sm">
          ← {t.forms}
        </Anchor>
      }
      action={
        form.data && (
          <Button onClick={() => setEditing({ id: null, body: emptyValue(questionInputSchema) as QuestionBody })}>{t.addQuestion}</Button>
        )
      }
    >
      {form.isPending ? (
        <ListSkeleton label={t.forms} rows={4} />
      ) : form.isError ? (
        <LoadFailure title={t.loadFailed} onRetry={() => void form.refetch()} />
      ) : questions.length === 0 ? (
        <EmptyCard>
          <Text c="dimmed">{t.noItems}</Text>
        </EmptyCard>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Questions">
          {questions.map((q, i) => (
            <QuestionRow
              key={q.id}
              q={q}
              first={i === 0}
              last={i === questions.length - 1}
              busy={action.isPending}
              onMove={(by) => action.mutate({ kind: 'order', formId, ids: moved(questions, i, by).map((x) => x.id) })}
              onEdit={() =>
                setEditing({
                  id: q.id,
                  body: { question_text: q.question_text, question_type: q.question_type, is_required: q.is_required, options: q.options },
                })
              }
              onAction={(kind) => action.mutate({ kind, id: q.id })}
            />
          ))}
        </Stack>
      )}
      {editing && <QuestionEditor formId={formId} editing={editing} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}

function QuestionRow(props: {
  q: AdminQuestion;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onAction: (kind: 'retire' | 'restore' | 'delete') => void;
}) {
  const { q } = props;
  return (
    <Card component="li" withBorder radius="md" p="sm" aria-label={q.question_text} opacity={q.retired ? 0.7 : 1}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: 1, minWidth: 200 }}>
          <MoveButtons name={q.question_text} first={props.first} last={props.last} onMove={props.onMove} disabled={props.busy} />
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {q.question_text}
            </Text>
            <Group gap={4}>
              <Badge variant="light">{questionTypeLabels[q.question_type]}</Badge>
              {q.is_required && (
                <Badge variant="light" color="grape">
                  Required
                </Badge>
              )}
              {q.answered && (
                <Badge variant="light" color="teal">
                  {t.answered}
                </Badge>
              )}
              {q.retired && <Badge color="gray">{t.retired}</Badge>}
            </Group>
            {q.options.length > 0 && (
              <Text size="sm" c="dimmed">
                {q.options.map((o) => o.option_text).join(' · ')}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={props.onEdit}>
            {t.editQuestion}
          </Button>
          <Button size="xs" variant="default" onClick={() => props.onAction(q.retired ? 'restore' : 'retire')} disabled={props.busy}>
            {q.retired ? t.restore : t.retire}
          </Button>
          {!q.answered && (
            <Button size="xs" variant="subtle" color="red" onClick={() => props.onAction('delete')} disabled={props.busy}>
              {t.delete}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

function QuestionEditor({ formId, editing, onClose }: { formId: number; editing: NonNullable<Editing>; onClose: () => void }) {
  const [body, setBody] = useState<QuestionBody>(editing.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveQuestion(formId);
  return (
    <Modal opened onClose={onClose} title={editing.id === null ? t.addQuestion : t.editQuestion} size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setErrors({});
          save.mutate(
            { formId, questionId: editing.id, body: body.question_type === 'select-list' ? body : { ...body, options: [] } },
            {
              onSuccess: onClose,
              onError: (err) => {
                if (isApiError(err) && err.status === 422) setErrors(formErrors(err.errors, ''));
                else if (isApiError(err)) setErrors({ '': err.message });
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <SchemaForm
            schema={questionInputSchema}
            value={body}
            onChange={(v) => setBody(v as QuestionBody)}
            errors={errors}
            options={{ omitKeys: body.question_type === 'select-list' ? ['id'] : ['id', 'options'], enumLabels: questionTypeLabels }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
