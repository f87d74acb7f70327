import {
  checkInsTexts as t,
  localDateOf,
  type WeeklyAnswers,
  type WeeklyAnswersInput,
  type WeeklySubmission,
} from '@holdfast/shared/check-ins';
import type { AppContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/http/errors';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { canKeepCheckIns } from './check-ins.policy';
import { answersFitForm, loadConfiguredForm } from '../reference';
import { presentWeeklySubmission } from './check-ins.presenter';
import * as offsets from './offsets.repository';
import * as repo from './weekly.repository';

type Kind = 'weekly' | 'commitment';
const FORM_KEYS: Record<Kind, string> = { weekly: 'weekly-questions', commitment: 'commitment-to-change' };
const CONFIG_TYPES: Record<Kind, string> = { weekly: 'WeeklyQuestion', commitment: 'WeeklyCommitmentQuestion' };

/** Weekly questions and the commitment to change: forms from configuration, answers per user. */
export function createWeeklyService(ctx: AppContext) {
  async function formFor(kind: Kind) {
    const form = await loadConfiguredForm(ctx.db, CONFIG_TYPES[kind], FORM_KEYS[kind]);
    if (!form) throw new NotFoundError('The form configuration is incorrect');
    return form;
  }

  return {
    async get(actor: Actor, kind: Kind): Promise<WeeklyAnswers> {
      assertCan(canKeepCheckIns(actor));
      const [form, latest] = await Promise.all([formFor(kind), repo.findLatestWeeklySubmission(ctx.db, actor.userId, kind)]);
      return { form, latest: latest ? presentWeeklySubmission(latest) : null };
    },

    async submit(actor: Actor, kind: Kind, input: WeeklyAnswersInput): Promise<WeeklySubmission> {
      assertCan(canKeepCheckIns(actor));
      const form = await formFor(kind);
      if (!answersFitForm(form, input.answers)) throw ValidationError.field('answers', t.completeForm);
      const row = await repo.insertWeeklySubmission(ctx.db, {
        userId: actor.userId,
        kind,
        answers: input.answers.map((a) => ({ question_id: a.question_id, answer: a.answer?.trim() || null })),
        submittedDate: localDateOf(new Date(), input.offset),
      });
      await offsets.keepOffset(ctx.db, actor.userId, input.offset);
      return presentWeeklySubmission(row);
    },
  };
}
