import type { DynamicForm } from '@holdfast/shared/reference';
import type { Db } from '../../platform/db/client';
import * as repo from './reference.repository';

/**
 * The form a system config names (`config.form_key`), or the seeded form of `defaultKey` when the
 * config names none: the weekly questions, the commitment to change, the daily check-in's form.
 */
export function loadConfiguredForm(db: Db, configType: string, defaultKey: string): Promise<DynamicForm | null> {
  return repo.findConfiguredForm(db, configType, defaultKey);
}

/** A dynamic form as the API presents it, by id or by its seed key. */
export async function loadDynamicForm(db: Db, by: { id: number } | { key: string }): Promise<DynamicForm | null> {
  const id = 'id' in by ? by.id : await repo.findDynamicFormIdByKey(db, by.key);
  if (!id) return null;
  const found = await repo.findDynamicForm(db, id);
  if (!found) return null;
  return {
    id: found.form.id,
    name: found.form.name,
    questions: found.questions.map((q) => ({
      id: q.id,
      question_text: q.questionText,
      question_type_id: repo.QUESTION_TYPE_IDS[q.questionType],
      question_type: q.questionType,
      is_required: q.isRequired,
      options: q.options,
    })),
  };
}

/**
 * Checks answers against a form: every answer names one of its questions, every required
 * question has a non-blank answer, a select-list answer is one of its options.
 */
export function answersFitForm(form: DynamicForm, answers: readonly { question_id: number; answer: string | null }[]): boolean {
  const byId = new Map(form.questions.map((q) => [q.id, q]));
  const given = new Map<number, string | null>();
  for (const a of answers) {
    const q = byId.get(a.question_id);
    if (!q || given.has(a.question_id)) return false;
    if (q.question_type === 'select-list' && a.answer && !q.options.some((o) => o.option_text === a.answer || String(o.id) === a.answer)) {
      return false;
    }
    given.set(a.question_id, a.answer);
  }
  return form.questions.every((q) => !q.is_required || (given.get(q.id) ?? '').trim().length > 0);
}
