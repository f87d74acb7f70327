import {
  checkInsTexts as t,
  localDateOf,
  type RangeQuery,
  type SystemTrigger,
  type TriggerAnswer,
  type TriggerAnswerInput,
} from '@holdfast/shared/check-ins';
import type { AppContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/http/errors';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { canKeepCheckIns } from './check-ins.policy';
import { answersFitForm, loadDynamicForm } from '../reference';
import { presentTrigger, presentTriggerAnswer } from './check-ins.presenter';
import * as offsets from './offsets.repository';
import * as repo from './triggers.repository';

/** System triggers and crash reports. A member reads only their own answers. */
export function createTriggersService(ctx: AppContext) {
  const formOf = (id: number) => loadDynamicForm(ctx.db, { id });
  /** Each distinct form once per call (lists share one or two forms). */
  const formsOf = async (ids: number[]) => {
    const unique = [...new Set(ids)];
    const loaded = await Promise.all(unique.map(formOf));
    return new Map(unique.map((id, i) => [id, loaded[i] ?? null]));
  };

  return {
    async list(actor: Actor): Promise<SystemTrigger[]> {
      assertCan(canKeepCheckIns(actor));
      const rows = await repo.listActiveTriggers(ctx.db);
      const forms = await formsOf(rows.map((r) => r.formId));
      return rows.map((r) => presentTrigger(r, forms.get(r.formId) ?? null));
    },

    async get(actor: Actor, id: number): Promise<SystemTrigger> {
      assertCan(canKeepCheckIns(actor));
      const row = await repo.findActiveTrigger(ctx.db, id);
      if (!row) throw new NotFoundError(t.triggerFailure);
      return presentTrigger(row, await formOf(row.formId));
    },

    async report(actor: Actor, id: number, input: TriggerAnswerInput): Promise<TriggerAnswer> {
      assertCan(canKeepCheckIns(actor));
      const trigger = await repo.findActiveTrigger(ctx.db, id);
      if (!trigger) throw new NotFoundError(t.triggerFailure);
      const form = await formOf(trigger.formId);
      if (!form || !answersFitForm(form, input.questions)) throw ValidationError.field('questions', t.completeForm);
      const now = new Date();
      // The reactions (messaging's cards) commit with the crash report, or neither does.
      const row = await ctx.db.transaction(async (tx) => {
        const stored = await repo.insertTriggerAnswer(tx, {
          userId: actor.userId,
          systemTriggerId: trigger.id,
          reportedOn: now,
          reportedDate: localDateOf(now, input.offset),
          offset: input.offset,
          answers: input.questions.map((q) => ({ question_id: q.question_id, answer: q.answer?.trim() || null })),
        });
        await ctx.events.emit(tx, 'check-ins.record-stored', { kind: 'crash-report', userId: actor.userId, id: stored.id });
        return stored;
      });
      await offsets.keepOffset(ctx.db, actor.userId, input.offset);
      return presentTriggerAnswer(row, trigger.name, form);
    },

    /** GET system-triggers/all-answers: stored days filter it, so an offset (optional: the spec's client sends none) changes nothing. */
    async listAnswers(actor: Actor, q: RangeQuery): Promise<TriggerAnswer[]> {
      assertCan(canKeepCheckIns(actor));
      const rows = await repo.listTriggerAnswers(ctx.db, actor.userId, q.startDate, q.endDate);
      const forms = await formsOf(rows.map((r) => r.formId));
      return rows.map((r) => presentTriggerAnswer(r.answer, r.triggerName, forms.get(r.formId) ?? null));
    },
  };
}
