import { useCallback, useState } from 'react';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { DynamicForm } from '@holdfast/shared/reference';
import { validationMessages } from '@holdfast/shared/validation';

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
export function useDynamicAnswers(initial: DynamicAnswers | (() => DynamicAnswers) = {}) {
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
        const common = { label: q.question_text, required: q.is_required, error: errors[q.id], key: q.id };
        if (q.question_type === 'textarea') {
          return <Textarea {...common} rows={4} maxLength={5000} value={values[q.id] ?? ''} onChange={(e) => onChange(q.id, e.currentTarget.value)} />;
        }
        if (q.question_type === 'select-list') {
          return (
            <Select
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
        return <TextInput {...common} maxLength={5000} value={values[q.id] ?? ''} onChange={(e) => onChange(q.id, e.currentTarget.value)} />;
      })}
    </Stack>
  );
}
