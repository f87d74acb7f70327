import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { dynamicForms, formQuestions, systemConfigs } from './reference.table';

/**
 * The admin console's reads and writes of the reference area's tables (issue 39): system configs,
 * dynamic forms and their questions. The console calls them inside its own transactions, beside
 * the audit row.
 */

type QuestionType = 'input' | 'textarea' | 'select-list';
export interface QuestionValues {
  questionText: string;
  questionType: QuestionType;
  isRequired: boolean;
  options: { id: number; option_text: string }[];
}

/** A config row locked for the caller's transaction (before and after of one edit); null when unknown. */
export async function lockSystemConfig(tx: Db, type: string) {
  const [row] = await tx.select().from(systemConfigs).where(eq(systemConfigs.type, type)).for('update');
  return row ?? null;
}

export async function writeSystemConfig(tx: Db, type: string, config: Record<string, unknown>) {
  const [row] = await tx.update(systemConfigs).set({ config }).where(eq(systemConfigs.type, type)).returning();
  return row ?? null;
}

/** Every config, for the forms' "used by" (which config names which form or question). */
export function listSystemConfigRows(db: Db) {
  return db.select().from(systemConfigs).orderBy(asc(systemConfigs.id));
}

export async function formKeyExists(db: Db, key: string) {
  const [row] = await db.select({ id: dynamicForms.id }).from(dynamicForms).where(eq(dynamicForms.key, key));
  return !!row;
}

export async function formIdExists(db: Db, id: number) {
  const [row] = await db.select({ id: dynamicForms.id }).from(dynamicForms).where(eq(dynamicForms.id, id));
  return !!row;
}

export async function questionIdExists(db: Db, id: number) {
  const [row] = await db.select({ id: formQuestions.id }).from(formQuestions).where(eq(formQuestions.id, id));
  return !!row;
}

/** Every form with its number of questions members are asked (retired ones not counted). */
export function listFormsWithCounts(db: Db) {
  return db
    .select({
      id: dynamicForms.id,
      key: dynamicForms.key,
      name: dynamicForms.name,
      questions: sql<number>`(select count(*)::int from form_questions q where q.form_id = ${dynamicForms.id} and q.retired_at is null)`,
    })
    .from(dynamicForms)
    .orderBy(asc(dynamicForms.name), asc(dynamicForms.id));
}

export async function findForm(db: Db, id: number) {
  const [row] = await db.select().from(dynamicForms).where(eq(dynamicForms.id, id));
  return row ?? null;
}

/** A form locked for the caller's transaction (edits of one form's questions run one after another). */
export async function lockForm(tx: Db, id: number) {
  const [row] = await tx.select().from(dynamicForms).where(eq(dynamicForms.id, id)).for('update');
  return row ?? null;
}

/** Every question of a form, retired ones too, in order. */
export function listAllQuestions(db: Db, formId: number) {
  return db
    .select()
    .from(formQuestions)
    .where(eq(formQuestions.formId, formId))
    .orderBy(asc(formQuestions.position), asc(formQuestions.id));
}

export async function findQuestion(db: Db, id: number) {
  const [row] = await db.select().from(formQuestions).where(eq(formQuestions.id, id));
  return row ?? null;
}

export async function insertForm(tx: Db, values: { key: string; name: string }) {
  const [row] = await tx.insert(dynamicForms).values(values).returning();
  return row!;
}

export async function insertQuestion(tx: Db, formId: number, values: QuestionValues) {
  const [{ last } = { last: null }] = await tx
    .select({ last: max(formQuestions.position) })
    .from(formQuestions)
    .where(eq(formQuestions.formId, formId));
  const [row] = await tx
    .insert(formQuestions)
    .values({ ...values, formId, position: (last ?? -1) + 1 })
    .returning();
  return row!;
}

export async function updateQuestion(tx: Db, id: number, values: Partial<QuestionValues> & { retiredAt?: Date | null }) {
  const [row] = await tx.update(formQuestions).set(values).where(eq(formQuestions.id, id)).returning();
  return row ?? null;
}

export async function deleteQuestion(tx: Db, id: number) {
  await tx.delete(formQuestions).where(eq(formQuestions.id, id));
}

/** Writes positions 0, 1, 2 … in the order of `ids` (all of them the form's questions). */
export async function setQuestionPositions(tx: Db, formId: number, ids: readonly number[]) {
  for (const [position, id] of ids.entries())
    await tx
      .update(formQuestions)
      .set({ position })
      .where(and(eq(formQuestions.id, id), eq(formQuestions.formId, formId)));
}
