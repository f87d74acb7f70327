import {
  configsTexts as t,
  type AdminForm,
  type AdminFormList,
  type CreateFormInput,
  type FormUse,
  type OrderInput,
  type QuestionInput,
  type RetireQuestionInput,
} from '@holdfast/shared/admin';
import { ERROR_CODES } from '@holdfast/shared/common';
import { randomBytes } from 'node:crypto';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { insertAuditEntry } from '../accounts';
import { answeredQuestionIds, listTriggerForms } from '../check-ins';
import { answeredHabitQuestionIds } from '../coaching';
import {
  deleteQuestion,
  findForm,
  findQuestion,
  insertForm,
  insertQuestion,
  listAllQuestions,
  listFormsWithCounts,
  listSystemConfigRows,
  lockForm,
  setQuestionPositions,
  updateQuestion,
} from '../reference';
import { canEditContent } from './configs.policy';
import { assertSameSet } from './order';

type QuestionRow = Awaited<ReturnType<typeof listAllQuestions>>[number];

/** Which screens use which form: the configs that name one, and the triggers. */
async function formUses(db: Db): Promise<Map<number, FormUse[]>> {
  const [configs, triggers, forms] = await Promise.all([listSystemConfigRows(db), listTriggerForms(db), listFormsWithCounts(db)]);
  const uses = new Map<number, FormUse[]>();
  const add = (formId: number | undefined, use: FormUse) => {
    if (formId === undefined) return;
    uses.set(formId, [...(uses.get(formId) ?? []), use]);
  };
  const byKey = new Map(forms.map((f) => [f.key, f.id]));
  const labels: Record<string, string> = {
    WeeklyQuestion: 'Weekly check-in questions',
    DailyCheckinForm: 'Daily check-in questions',
    HabitMetricCalculation: 'Habit tracker',
  };
  for (const c of configs) {
    const key = c.config.form_key;
    if (typeof key === 'string' && labels[c.type]) add(byKey.get(key), { kind: 'config', label: labels[c.type]! });
    if (c.type === 'HabitMetricCalculation' && typeof c.config.form_id === 'number')
      add(c.config.form_id, { kind: 'config', label: labels[c.type]! });
  }
  for (const tr of triggers) add(tr.formId, { kind: 'trigger', label: `Trigger: ${tr.name}${tr.isActive ? '' : ' (inactive)'}` });
  // The weekly commitment is one question of its form.
  const commitment = configs.find((c) => c.type === 'WeeklyCommitmentQuestion')?.config.form_question_id;
  if (typeof commitment === 'number') {
    const q = await findQuestion(db, commitment);
    if (q) add(q.formId, { kind: 'config', label: 'Weekly commitment (dashboard)' });
  }
  return uses;
}

/** The questions among `ids` that members answered, asked of the areas that keep the answers. */
async function answeredOf(db: Db, ids: number[]): Promise<Set<number>> {
  const [checkIns, habits] = await Promise.all([answeredQuestionIds(db, ids), answeredHabitQuestionIds(db, ids)]);
  return new Set([...checkIns, ...habits]);
}

const questionShown = (q: QuestionRow) => ({
  question_text: q.questionText,
  question_type: q.questionType,
  is_required: q.isRequired,
  options: q.options,
  retired: q.retiredAt !== null,
});

/**
 * The console's dynamic forms (issue 39): questions of type input, textarea and select list, added,
 * edited, ordered and retired; a question someone answered is never deleted nor changes its type
 * (its answers keep their meaning). Every change is audited with before and after.
 */
export function createFormsService(ctx: AppContext) {
  async function present(db: Db, formId: number): Promise<AdminForm> {
    const form = await findForm(db, formId);
    if (!form) throw new NotFoundError(t.unknownForm);
    const questions = await listAllQuestions(db, formId);
    const [answered, uses] = await Promise.all([
      answeredOf(
        db,
        questions.map((q) => q.id),
      ),
      formUses(db),
    ]);
    return {
      id: form.id,
      key: form.key,
      name: form.name,
      used_by: uses.get(form.id) ?? [],
      questions: questions.map((q) => ({
        id: q.id,
        question_text: q.questionText,
        question_type: q.questionType,
        is_required: q.isRequired,
        options: q.options,
        position: q.position,
        retired: q.retiredAt !== null,
        answered: answered.has(q.id),
      })),
    };
  }

  /** An option keeps its id when it names one of the question's; a new option gets the next free id. */
  const withOptionIds = (input: QuestionInput, current: { id: number; option_text: string }[] = []) => {
    const known = new Set(current.map((o) => o.id));
    let next = Math.max(0, ...current.map((o) => o.id)) + 1;
    const used = new Set<number>();
    return input.options.map((o) => {
      const id = o.id !== undefined && known.has(o.id) && !used.has(o.id) ? o.id : next++;
      used.add(id);
      return { id, option_text: o.option_text };
    });
  };

  async function audit(
    tx: Db,
    actor: Actor,
    action: string,
    id: number,
    before?: Record<string, unknown>,
    after?: Record<string, unknown>,
  ) {
    await insertAuditEntry(tx, {
      actorId: actor.userId,
      action,
      targetUserId: null,
      targetKind: action.startsWith('form.') ? 'form' : 'form_question',
      targetId: id,
      ...(before && { before }),
      ...(after && { after }),
    });
  }

  /** The question and its form, locked for the caller's transaction. */
  async function lockedQuestion(tx: Db, id: number) {
    const q = await findQuestion(tx, id);
    if (!q) throw new NotFoundError(t.unknownQuestion);
    await lockForm(tx, q.formId);
    return (await findQuestion(tx, id))!;
  }

  return {
    async listForms(actor: Actor): Promise<AdminFormList> {
      assertCan(canEditContent(actor));
      const [forms, uses] = await Promise.all([listFormsWithCounts(ctx.db), formUses(ctx.db)]);
      return { items: forms.map((f) => ({ ...f, questions: Number(f.questions), used_by: uses.get(f.id) ?? [] })) };
    },

    async getForm(actor: Actor, id: number): Promise<AdminForm> {
      assertCan(canEditContent(actor));
      return present(ctx.db, id);
    },

    /** A new empty form (for a course's form panel, a new trigger); its key is made from its name. */
    async createForm(actor: Actor, input: CreateFormInput): Promise<AdminForm> {
      assertCan(canEditContent(actor));
      const slug =
        input.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 60) || 'form';
      const key = `${slug}-${randomBytes(3).toString('hex')}`;
      const id = await ctx.db.transaction(async (tx) => {
        const form = await insertForm(tx, { key, name: input.name });
        await audit(tx, actor, 'form.created', form.id, undefined, { key, name: input.name });
        return form.id;
      });
      return present(ctx.db, id);
    },

    async addQuestion(actor: Actor, formId: number, input: QuestionInput): Promise<AdminForm> {
      assertCan(canEditContent(actor));
      await ctx.db.transaction(async (tx) => {
        if (!(await lockForm(tx, formId))) throw new NotFoundError(t.unknownForm);
        const q = await insertQuestion(tx, formId, {
          questionText: input.question_text,
          questionType: input.question_type,
          isRequired: input.is_required,
          options: withOptionIds(input),
        });
        await audit(tx, actor, 'form_question.created', q.id, undefined, { form_id: formId, ...questionShown(q) });
      });
      return present(ctx.db, formId);
    },

    /** Text, required and options change freely; the type of an answered question does not (409). */
    async updateQuestion(actor: Actor, id: number, input: QuestionInput): Promise<AdminForm> {
      assertCan(canEditContent(actor));
      const formId = await ctx.db.transaction(async (tx) => {
        const before = await lockedQuestion(tx, id);
        if (input.question_type !== before.questionType && (await answeredOf(tx, [id])).has(id))
          throw new ConflictError(t.answeredCannotChangeType, ERROR_CODES.alreadyAnswered);
        const after = (await updateQuestion(tx, id, {
          questionText: input.question_text,
          questionType: input.question_type,
          isRequired: input.is_required,
          options: withOptionIds(input, before.options),
        }))!;
        if (JSON.stringify(questionShown(before)) !== JSON.stringify(questionShown(after)))
          await audit(tx, actor, 'form_question.updated', id, questionShown(before), questionShown(after));
        return before.formId;
      });
      return present(ctx.db, formId);
    },

    /** Retired: members stop seeing it, its answers stay; brought back, it is asked again. */
    async setRetired(actor: Actor, id: number, input: RetireQuestionInput): Promise<AdminForm> {
      assertCan(canEditContent(actor));
      const formId = await ctx.db.transaction(async (tx) => {
        const before = await lockedQuestion(tx, id);
        if ((before.retiredAt !== null) !== input.retired) {
          await updateQuestion(tx, id, { retiredAt: input.retired ? new Date() : null });
          await audit(
            tx,
            actor,
            input.retired ? 'form_question.retired' : 'form_question.restored',
            id,
            {
              retired: !input.retired,
            },
            { retired: input.retired },
          );
        }
        return before.formId;
      });
      return present(ctx.db, formId);
    },

    /** Only a question nobody answered is deleted (409 otherwise: retire it). */
    async deleteQuestion(actor: Actor, id: number): Promise<AdminForm> {
      assertCan(canEditContent(actor));
      const formId = await ctx.db.transaction(async (tx) => {
        const before = await lockedQuestion(tx, id);
        if ((await answeredOf(tx, [id])).has(id)) throw new ConflictError(t.answeredCannotDelete, ERROR_CODES.alreadyAnswered);
        await deleteQuestion(tx, id);
        await audit(tx, actor, 'form_question.deleted', id, { form_id: before.formId, ...questionShown(before) });
        return before.formId;
      });
      return present(ctx.db, formId);
    },

    /** The form's questions (retired ones too) in a new order. */
    async orderQuestions(actor: Actor, formId: number, input: OrderInput): Promise<AdminForm> {
      assertCan(canEditContent(actor));
      await ctx.db.transaction(async (tx) => {
        if (!(await lockForm(tx, formId))) throw new NotFoundError(t.unknownForm);
        const current = (await listAllQuestions(tx, formId)).map((q) => q.id);
        assertSameSet(current, input.ids);
        await setQuestionPositions(tx, formId, input.ids);
        await audit(tx, actor, 'form.questions_reordered', formId, { ids: current }, { ids: input.ids });
      });
      return present(ctx.db, formId);
    },
  };
}
export type FormsService = ReturnType<typeof createFormsService>;
