import {
  coachingTexts as t,
  coachReadsTexts as rt,
  scoreHabitAnswers,
  type ClientHabitResult,
  type HabitResult,
  type OwnHabitResult,
  type SubmitHabitAnswersInput,
} from '@holdfast/shared/coaching';
import { ERROR_CODES } from '@holdfast/shared/common';
import type { DynamicForm } from '@holdfast/shared/reference';
import { validationMessages as m } from '@holdfast/shared/validation';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { Seen } from '../../platform/consent/consent';
import type { AppContext } from '../../platform/context';
import { ConflictError, ValidationError } from '../../platform/http/errors';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { findNamedPeople } from '../accounts';
import { findSystemConfig, loadDynamicForm } from '../reference';
import { canUseClientPage, canUseCoachCentre } from './coaching.policy';
import type { CoachingDeps } from './deps';
import { localDayAt, presentHabitResult } from './habits.presenter';
import * as repo from './habits.repository';
import { presentPerson } from './reads.presenter';

/** The system config that names the habit tracker's form (spec 3 section 7: it returns form_id). */
const HABIT_CONFIG = 'HabitMetricCalculation';

/**
 * The habit tracker (spec 3 section 7): a client of an open coach answers the configured form once
 * a day (a second submission replaces the day's answers); the result is the spec's average on a
 * scale of 3 with Holdfast's forgiving score and trend (shared habits.rules). The coach reads every
 * accepted client's result through ctx.consent.read (kind habit_results, which comes with the link).
 */
export function createHabitsService(ctx: AppContext, deps: CoachingDeps) {
  /** The form HabitMetricCalculation names by form_id (null: not configured, or no such form). */
  async function habitFormId(): Promise<number | null> {
    const id = (await findSystemConfig(ctx.db, HABIT_CONFIG))?.config.form_id;
    return typeof id === 'number' && Number.isInteger(id) ? id : null;
  }

  /** Each answer must name a question of the form, once; a select answer must be one of its options; a required question needs one. */
  function checkAnswers(form: DynamicForm, answers: SubmitHabitAnswersInput['answers']) {
    const errors: Record<string, string[]> = {};
    const byId = new Map(form.questions.map((q) => [q.id, q]));
    const seen = new Set<number>();
    answers.forEach((a, i) => {
      const q = byId.get(a.question_id);
      if (!q) errors[`answers.${i}.question_id`] = [rt.notAHabitQuestion];
      else if (seen.has(a.question_id)) errors[`answers.${i}.question_id`] = [rt.habitQuestionTwice];
      else if (
        q.question_type === 'select-list' &&
        a.answer !== null &&
        a.answer.trim() !== '' &&
        !q.options.some((o) => o.option_text === a.answer || String(o.id) === a.answer)
      )
        errors[`answers.${i}.answer`] = [m.invalid];
      seen.add(a.question_id);
    });
    const given = new Map(answers.map((a) => [a.question_id, a.answer]));
    for (const q of form.questions) if (q.is_required && !(given.get(q.id) ?? '').trim()) errors.answers ??= [m.required];
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  /** The client's own result (their own data: nothing logged). */
  function ownResult(actor: Actor): Promise<HabitResult | null> {
    return ctx.consent.read(actor.userId, { via: [], ownerIds: [actor.userId] }, async (granted) =>
      presentHabitResult((await repo.listHabitDays(ctx.db, [actor.userId], granted)).get(actor.userId) ?? []),
    );
  }

  return {
    /**
     * POST coach/client/habit-metrics: today's answers (the client's day by their offset). Stored
     * with their sums in one transaction: a new day's submission, or the day's replaced.
     */
    async submit(actor: Actor, input: SubmitHabitAnswersInput): Promise<{ created: boolean; result: HabitResult }> {
      assertCan(canUseClientPage(actor));
      await deps.gate.client(actor);
      const formId = await habitFormId();
      const form = formId === null ? null : await loadDynamicForm(ctx.db, { id: formId });
      if (!form) throw new ConflictError(t.formMisconfigured, ERROR_CODES.invalidData);
      checkAnswers(form, input.answers);
      const sums = scoreHabitAnswers(form.questions, input.answers);
      const offset = input.offset ?? 0;
      const created = await ctx.db.transaction(async (tx) => {
        const row = await repo.upsertSubmission(tx, {
          userId: actor.userId,
          formId: form.id,
          day: localDayAt(Date.now(), offset),
          offset,
          value: sums.value,
          total: sums.total,
          totalQuestions: sums.total_questions,
        });
        await repo.replaceAnswers(tx, row.id, input.answers);
        return row.created;
      });
      return { created, result: (await ownResult(actor))! };
    },

    /** GET coach/client/habit-metrics/calculation: my own result and the form it is made of. */
    async own(actor: Actor): Promise<OwnHabitResult> {
      assertCan(canUseClientPage(actor));
      const link = await deps.gate.client(actor);
      const [formId, result] = await Promise.all([habitFormId(), ownResult(actor)]);
      return { coach_user_id: Number(link.id), form_id: formId, result };
    },

    /** GET coach/habit-metrics/calculations: every accepted client's result (null before their first submission). */
    async calculations(actor: Actor): Promise<ClientHabitResult[]> {
      assertCan(canUseCoachCentre(actor));
      await deps.gate.coach(actor);
      return ctx.consent.read(actor.userId, { via: ['coach'] }, async (granted, show) => {
        const clients = [...granted.grants.values()]
          .map((g) => ({ userId: g.ownerId, coachUserId: g.grants.find((x) => x.via === 'coach')!.contextId }))
          .sort((a, b) => a.coachUserId - b.coachUserId);
        show(clients.map((c): Seen => ({ owner: c.userId, kind: 'habit_results', daily: true })));
        const all = clients.map((c) => c.userId);
        const [days, named] = await Promise.all([repo.listHabitDays(ctx.db, all, granted), findNamedPeople(ctx.db, all)]);
        const sign = avatarSigner(ctx, actor.userId);
        const none = { username: null, display_name: null, first_name: null, last_name: null, profile_icon: null };
        return clients.map((c) => ({
          coach_user_id: c.coachUserId,
          user: presentPerson(c.userId, named.get(c.userId) ?? none, sign, null),
          result: presentHabitResult(days.get(c.userId) ?? []),
        }));
      });
    },
  };
}
export type HabitsService = ReturnType<typeof createHabitsService>;
