import { Anchor, Button, Card, Checkbox, List, Loader, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconExternalLink, IconFileDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  coursesTexts as t,
  PANEL_ANSWER_MAX,
  statusOf,
  toggleCheckbox,
  type ItemPanel,
  type LessonItem,
  type UserCourse,
} from '@holdfast/shared/courses';
import { validationMessages as m } from '@holdfast/shared/validation';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useGetPanelAnswers } from '../api/get-panel-answers';
import { useGetSignedResource } from '../api/get-signed-resource';
import { useSubmitPanelAnswers } from '../api/submit-panel-answers';
import { useUpdateItemProgress } from '../api/update-item-progress';
import { canOpen, progressMap } from '../lib/course-progress';
import { clearPanelDraft, loadPanelDraft, savePanelDraft, type PanelDraft } from '../lib/panel-drafts';
import type { AnswerDraft, RegisterForm } from '../lib/use-panel-answers';
import { HtmlContent } from './html-content';

interface PanelsProps {
  userCourse: UserCourse;
  lessonId: number;
  item: LessonItem;
  /** Show each form's own 'Save answers' button (the details layout). */
  withFormSave?: boolean;
  /** The page's usePanelAnswers: it saves the forms on Next, Previous and Complete. */
  registerForm?: RegisterForm;
}

/** The item's side panels: information, resources, form and child items (spec 2 section 3 "Item panel"). */
export function ItemPanels({ userCourse, lessonId, item, withFormSave = true, registerForm }: PanelsProps) {
  if (item.item_panels.length === 0) return null;
  return (
    <Stack gap="md" component="aside" aria-label="Item panels">
      {item.item_panels.map((panel) => (
        <Card key={panel.id} withBorder radius="lg" p="md">
          <Title order={3} fz="md" mb="sm">
            {panel.name}
          </Title>
          <PanelBody
            panel={panel}
            userCourse={userCourse}
            lessonId={lessonId}
            item={item}
            withFormSave={withFormSave}
            registerForm={registerForm}
          />
        </Card>
      ))}
    </Stack>
  );
}

function PanelBody({ panel, ...props }: PanelsProps & { panel: ItemPanel }) {
  switch (panel.panel_type) {
    case 'information':
      return <HtmlContent html={panel.information_content} />;
    case 'resources':
    case 'panel-resources':
      return <ResourceList panel={panel} itemId={props.item.id} />;
    case 'form':
      return <FormPanel panel={panel} {...props} />;
    case 'child-items':
      return <ChildItems {...props} />;
  }
}

function ResourceList({ panel, itemId }: { panel: ItemPanel; itemId: number }) {
  if (panel.resources.length === 0) return <Text c="dimmed">No resources yet.</Text>;
  return (
    <List spacing="xs" listStyleType="none" p={0}>
      {panel.resources.map((r) => (
        <List.Item key={r.id}>
          {r.resource_type === 'external-link' && r.external_link ? (
            <Anchor href={r.external_link} target="_blank" rel="noopener noreferrer">
              <IconExternalLink size={14} aria-hidden style={{ marginRight: 6, verticalAlign: -2 }} />
              {r.name}
            </Anchor>
          ) : (
            <FileResourceLink itemId={itemId} fileKey={r.file_url} name={r.name} />
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** A file resource opens through a signed link bound to the user (file_url is a key, not a URL). */
export function FileResourceLink({ itemId, fileKey, name }: { itemId: number; fileKey: string | null; name: string }) {
  const signed = useGetSignedResource(itemId, 'panel-resource', fileKey);
  if (signed.isError || !fileKey) return <Text c="dimmed">{name} (unavailable)</Text>;
  if (!signed.data) return <Skeleton height={18} width={160} />;
  return (
    <Anchor href={signed.data.signed_url} target="_blank" rel="noopener noreferrer">
      <IconFileDownload size={14} aria-hidden style={{ marginRight: 6, verticalAlign: -2 }} />
      {name}
    </Anchor>
  );
}

function FormPanel({ panel, userCourse, lessonId, item, withFormSave, registerForm }: PanelsProps & { panel: ItemPanel }) {
  const ref = { userCourseId: userCourse.id, lessonId, itemId: item.id, panelId: panel.id };
  const saved = useGetPanelAnswers(ref);
  const submit = useSubmitPanelAnswers();
  // What the member typed and has not saved yet: the browser draft survives a reload.
  const [values, setValues] = useState<PanelDraft | null>(() => loadPanelDraft(userCourse.id, item.id, panel.id));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const form = saved.data?.form ?? panel.form;

  // The saved answers seed the fields once they arrive, unless a draft is newer.
  const savedValues: PanelDraft = Object.fromEntries((saved.data?.answers ?? []).map((a) => [a.question_id, a.answer ?? '']));
  const current: PanelDraft = values ?? savedValues;

  const collect = (show: boolean): AnswerDraft | null => {
    if (!form) return [];
    const missing: Record<number, string> = {};
    for (const q of form.questions) if (q.required && !(current[q.id] ?? '').trim()) missing[q.id] = m.required;
    if (show) setErrors(missing);
    if (Object.keys(missing).length > 0) return null;
    return form.questions.map((q) => ({ question_id: q.id, answer: (current[q.id] ?? '').trim() || null }));
  };
  const onSaved = () => {
    clearPanelDraft(userCourse.id, item.id, panel.id);
    setErrors({});
  };
  const isDirty = () =>
    values !== null && (form?.questions ?? []).some((q) => (values[q.id] ?? '').trim() !== (savedValues[q.id] ?? '').trim());
  useEffect(() => registerForm?.({ ref, collect, isDirty, onSaved }));

  if (saved.isError) return <Text c="red.9">{t.fetchPanelFormFailure}</Text>;
  if (saved.isPending) return <Loader size="sm" role="status" aria-label="Loading form" />;
  if (!form) return null;

  const handleSave = () => {
    const answers = collect(true);
    if (!answers) return;
    submit.mutate(
      { ref, answers },
      {
        onSuccess: () => {
          onSaved();
          notify.success(t.answersSaved);
        },
        onError: (e) => notify.error(isApiError(e) ? e.messages.join(' ') : t.errorOccurred),
      },
    );
  };

  return (
    <Stack gap="sm" data-panel-form>
      {form.questions.map((q) => {
        const Field = q.input_type === 'textarea' ? Textarea : TextInput;
        return (
          <Field
            key={q.id}
            label={q.question}
            withAsterisk={q.required}
            required={q.required}
            rows={q.input_type === 'textarea' ? 4 : undefined}
            value={current[q.id] ?? ''}
            error={errors[q.id]}
            maxLength={PANEL_ANSWER_MAX}
            onChange={(e) => {
              const next = { ...current, [q.id]: e.currentTarget.value };
              setValues(next);
              savePanelDraft(userCourse.id, item.id, panel.id, next);
              if (errors[q.id] && next[q.id]!.trim()) setErrors(({ [q.id]: _, ...rest }) => rest);
            }}
          />
        );
      })}
      {withFormSave && (
        <Button variant="light" onClick={handleSave} loading={submit.isPending}>
          Save answers
        </Button>
      )}
    </Stack>
  );
}

function ChildItems({ userCourse, lessonId, item }: PanelsProps) {
  const update = useUpdateItemProgress();
  const progress = progressMap(userCourse);
  if (item.child_items.length === 0) return <Text c="dimmed">Nothing here yet.</Text>;
  return (
    <Stack gap="xs">
      {item.child_items.map((child) => {
        const status = statusOf(progress, child.id);
        const open = canOpen(userCourse, child.id);
        return (
          <Checkbox
            key={child.id}
            label={child.name}
            checked={status === 'completed'}
            disabled={!open || update.isPending}
            description={open ? undefined : 'Locked until this item is started'}
            onChange={() =>
              update.mutate(
                {
                  userCourseId: userCourse.id,
                  lessonId,
                  itemId: child.id,
                  progress_status: toggleCheckbox(status) === 'completed' ? 'completed' : 'in-progress',
                },
                { onError: () => notify.error(t.updateItemProgressFailure) },
              )
            }
          />
        );
      })}
    </Stack>
  );
}
