import { useCallback, useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { checkInsTexts } from '@holdfast/shared/check-ins';
import type { DynamicForm } from '@holdfast/shared/reference';
import { validationMessages } from '@holdfast/shared/validation';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export type DynamicAnswers = Record<number, string>;

const REQUIRED = validationMessages.required;

/** Required questions answered? Returns the per-question errors (spec 1 section 5: whitespace is empty). */
export function validateDynamicForm(form: DynamicForm, answers: DynamicAnswers): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const q of form.questions) {
    if (q.is_required && !(answers[q.id] ?? '').trim()) errors[q.id] = REQUIRED;
  }
  return errors;
}

export function toAnswerList(form: DynamicForm, answers: DynamicAnswers) {
  return form.questions.map((q) => ({ question_id: q.id, answer: (answers[q.id] ?? '').trim() || null }));
}

/** A dynamic form's answers and per-question errors; answering a question clears its error. */
function useDynamicAnswers(initial: DynamicAnswers | (() => DynamicAnswers) = {}) {
  const [values, setValues] = useState<DynamicAnswers>(initial);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const answer = useCallback((questionId: number, value: string) => {
    setValues((v) => ({ ...v, [questionId]: value }));
    setErrors((e) => {
      const { [questionId]: _removed, ...rest } = e;
      return rest;
    });
  }, []);
  return { values, errors, setErrors, answer };
}

/**
 * A dynamic form that sends its answers: required questions are checked first (each marked, and
 * 'Please complete the form before proceeding'), then `send` gets the answer list; if it fails,
 * 'Unable to submit' (or the caller's `failureText`) toasts and a 422's messages show. Render
 * `DynamicFormFields` with `answer`, then `DynamicFormEnd`, inside `<form onSubmit={handleSubmit} noValidate>`.
 * A form shown a step at a time checks each step with `validateDynamicForm` and marks it with `setErrors`.
 */
export function useDynamicFormSubmit(
  form: DynamicForm | null,
  send: (answers: ReturnType<typeof toAnswerList>) => Promise<void>,
  initial?: DynamicAnswers | (() => DynamicAnswers),
  { failureText = checkInsTexts.submitGeneric }: { failureText?: string } = {},
) {
  const { values, errors, setErrors, answer } = useDynamicAnswers(initial);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const found = validateDynamicForm(form, values);
    setErrors(found);
    if (Object.keys(found).length) return setFormError(checkInsTexts.completeForm);
    setFormError(null);
    setServerErrors([]);
    try {
      await send(toAnswerList(form, values));
    } catch (error) {
      notify.error(failureText);
      if (isApiError(error) && error.status === 422) setServerErrors(error.messages);
    }
  }
  return { values, errors, setErrors, answer, formError, serverErrors, handleSubmit };
}

/** Under a dynamic form's fields: why it was not sent, then its Submit button. */
export function DynamicFormEnd({
  formError,
  serverErrors,
  pending,
  disabled = false,
}: {
  formError: string | null;
  serverErrors: string[];
  pending: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      {formError && (
        <Text c="red.9" size="sm" role="alert">
          {formError}
        </Text>
      )}
      <ErrorCard messages={serverErrors} />
      <Group justify="flex-end">
        <Button type="submit" loading={pending} disabled={disabled}>
          Submit
        </Button>
      </Group>
    </>
  );
}

/** Renders a dynamic form's questions: input, textarea or select-list. */
export function DynamicFormFields({
  form,
  values,
  errors,
  onChange,
}: {
  form: DynamicForm;
  values: DynamicAnswers;
  errors: Record<number, string>;
  onChange: (questionId: number, value: string) => void;
}) {
  return (
    <Stack gap="md">
      {form.questions.map((q) => {
        // The key goes on each element itself: React 19 warns when a spread props object carries it.
        const common = { label: q.question_text, required: q.is_required, error: errors[q.id] };
        if (q.question_type === 'textarea') {
          return (
            <Textarea
              key={q.id}
              {...common}
              rows={4}
              maxLength={5000}
              value={values[q.id] ?? ''}
              onChange={(e) => onChange(q.id, e.currentTarget.value)}
            />
          );
        }
        if (q.question_type === 'select-list') {
          return (
            <Select
              key={q.id}
              {...common}
              data={q.options.map((o) => o.option_text)}
              value={values[q.id] || null}
              onChange={(v) => onChange(q.id, v ?? '')}
              placeholder="Choose one"
              allowDeselect={!q.is_required}
              comboboxProps={{ withinPortal: true }}
            />
          );
        }
        return (
          <TextInput
            key={q.id}
            {...common}
            maxLength={5000}
            value={values[q.id] ?? ''}
            onChange={(e) => onChange(q.id, e.currentTarget.value)}
          />
        );
      })}
    </Stack>
  );
}
