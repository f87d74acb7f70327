import {
  addDays,
  checkInsTexts as t,
  localDateOf,
  planCheckInEdit,
  reachedMilestone,
  STREAK_MILESTONES,
  WEEKLY_SUMMARY_DAYS,
  type CheckIn,
  type CheckInForDay,
  type CheckInPage,
  type DailySummary,
  type Emotion,
  type FasterCategory,
  type ListCheckInsQuery,
  type OffsetQuery,
  type ForDayQuery,
  type SubmitCheckInInput,
  type UpdateCheckInInput,
  checkInsApiPaths,
} from '@holdfast/shared/check-ins';
import type { DynamicForm } from '@holdfast/shared/reference';
import { validationMessages as m } from '@holdfast/shared/validation';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { pageOffset, toPage } from '../../platform/http/paging';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { canKeepCheckIns } from './check-ins.policy';
import { findUserById } from '../accounts';
import type { NotificationsService } from '../notifications';
import { answersFitForm, loadConfiguredForm } from '../reference';
import { presentCheckIn } from './check-ins.presenter';
import * as repo from './check-ins.repository';
import * as offsets from './offsets.repository';
import { countTriggerAnswersByDay } from './triggers.repository';
import { API_PREFIX, ERROR_CODES } from '@holdfast/shared/common';

export class DuplicateCheckInError extends ConflictError {
  /** `message`: 'today' for a new check-in, 'that day' for one moved onto a taken day. */
  constructor(checkinId: number | null, message: string = t.duplicate) {
    super(message, ERROR_CODES.duplicate);
    this.extra = { checkin_id: checkinId };
  }
}

/** The daily check-in's form: the one the DailyCheckinForm config names, else the seeded one. */
const DAILY_FORM = { configType: 'DailyCheckinForm', defaultKey: 'daily-checkin' } as const;

export function createCheckInsService(ctx: AppContext, notifications: NotificationsService) {
  /**
   * The daily form as last read. A check-in's answers are checked against it without reading it
   * again, and the write itself confirms, in its one statement, that it is still the configured
   * form (configuredFormIs); when an administrator changed it (here or on another server copy),
   * nothing is written and the submit reads it again and retries.
   */
  let dailyForm: DynamicForm | null = null;

  /** Unknown or retired emotions / behaviours are refused before anything is written. */
  async function assertKnownIds(input: SubmitCheckInInput) {
    const errors: Record<string, string[]> = {};
    const known = await repo.findActiveEmotionIds(ctx.db, input.checkin_emotions);
    if (known.length !== input.checkin_emotions.length) errors.checkin_emotions = [m.invalid];
    const faster = input.fast_scale_answers?.map((a) => a.fast_emotion_id) ?? [];
    if (faster.length && (await repo.findActiveFasterEmotionIds(ctx.db, faster)).length !== faster.length) {
      errors.fast_scale_answers = [m.invalid];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  /** The `questions` answers fit the configured DailyCheckinForm, as weekly and crash-report answers fit theirs. */
  async function assertAnswersFitDailyForm(questions: SubmitCheckInInput['questions']) {
    const form = (dailyForm = await loadConfiguredForm(ctx.db, DAILY_FORM.configType, DAILY_FORM.defaultKey));
    if (!form || !answersFitForm(form, questions ?? [])) throw ValidationError.field('questions', t.completeForm);
    return form;
  }

  /** The answers fit the daily form: the cached one, or (when they do not fit it) the form as stored now. */
  async function dailyFormFor(questions: SubmitCheckInInput['questions']): Promise<DynamicForm> {
    if (dailyForm && answersFitForm(dailyForm, questions ?? [])) return dailyForm;
    return assertAnswersFitDailyForm(questions);
  }

  async function load(actor: Actor, id: number): Promise<CheckIn> {
    const row = await repo.findOwnCheckIn(ctx.db, actor.userId, id);
    if (!row) throw new NotFoundError();
    return presentCheckIn(row);
  }

  return {
    async listEmotions(actor: Actor): Promise<Emotion[]> {
      assertCan(canKeepCheckIns(actor));
      const rows = await repo.listEmotions(ctx.db);
      return rows.map((e) => ({
        id: e.id,
        display_name: e.displayName,
        emoji_image: `${API_PREFIX}/${checkInsApiPaths.emotionImage(e.id)}`,
        is_active: e.isActive,
      }));
    },

    async emotionImage(id: number) {
      // public: the picture is served to <img> tags without a bearer header and reveals nothing about anyone.
      const row = (await repo.listEmotions(ctx.db)).find((e) => e.id === id);
      if (!row) throw new NotFoundError();
      return { mood: row.mood, label: row.displayName };
    },

    async listFasterScale(actor: Actor): Promise<FasterCategory[]> {
      assertCan(canKeepCheckIns(actor));
      const cats = await repo.listFasterScale(ctx.db);
      return cats.map((c) => ({
        id: c.id,
        name: c.name,
        display_name: c.displayName,
        color_code: c.colorCode,
        order_number: c.orderNumber,
        emotions: c.emotions.map((e) => ({ id: e.id, display_name: e.displayName, color_code: c.colorCode })),
      }));
    },

    /**
     * One check-in per calendar day (the user's own, from `offset`). The database's unique index
     * decides between two concurrent submits; the loser gets 409 with the winner's id.
     */
    async submit(actor: Actor, input: SubmitCheckInInput): Promise<CheckIn> {
      assertCan(canKeepCheckIns(actor));
      // A replay of a submit that landed (queued offline, sent again): its check-in, nothing new
      // written and nothing told again.
      const key = input.client_key ?? null;
      const replayed = key ? await repo.findCheckInByClientKey(ctx.db, actor.userId, key) : null;
      if (replayed) return presentCheckIn(replayed);
      const now = new Date();
      const day = localDateOf(now, input.offset);
      let submitted: repo.SubmittedCheckIn | null = null;
      // A second try only when the daily form changed between reading it and writing (see dailyForm).
      for (let attempt = 0; attempt < 3 && !submitted?.ok; attempt++) {
        const form = attempt === 0 ? await dailyFormFor(input.questions) : await assertAnswersFitDailyForm(input.questions);
        // One statement (shared with concurrent check-ins): ids and form checked, check-in and children inserted, streak counted.
        submitted = await repo.submitCheckIn(
          ctx.db,
          {
            values: {
              userId: actor.userId,
              checkinOn: now,
              checkinDate: day,
              offset: input.offset,
              feelingZone: input.feeling_zone,
              feelingNotes: input.feeling_notes,
              questions: input.questions ?? null,
              clientKey: key,
            },
            emotionIds: input.checkin_emotions,
            answers: input.fast_scale_answers ?? null,
            form: { ...DAILY_FORM, form },
          },
          STREAK_MILESTONES[STREAK_MILESTONES.length - 1]!,
        );
        if (submitted.ok) break;
        if (submitted.duplicate && key) {
          // Two copies of one submit at once: the other one's check-in.
          const twin = await repo.findCheckInByClientKey(ctx.db, actor.userId, key);
          if (twin) return presentCheckIn(twin);
        }
        if (submitted.duplicate) throw new DuplicateCheckInError((await repo.findCheckInForDay(ctx.db, actor.userId, day))?.id ?? null);
        if (!submitted.emotionsOk || !submitted.fasterOk) {
          const errors: Record<string, string[]> = {};
          if (!submitted.emotionsOk) errors.checkin_emotions = [m.invalid];
          if (!submitted.fasterOk) errors.fast_scale_answers = [m.invalid];
          throw new ValidationError(errors);
        }
      }
      // The form kept changing under the answers (an administrator editing it): as for answers that do not fit.
      if (!submitted?.ok) throw ValidationError.field('questions', t.completeForm);
      // The member's last offset, for the calls the spec's client makes without one.
      await offsets.keepOffset(ctx.db, actor.userId, input.offset);
      const { streak } = submitted;
      const milestone = reachedMilestone(streak - 1, streak, STREAK_MILESTONES);
      if (milestone) {
        await notifications.notify(actor.userId, {
          title: `${milestone}-day check-in streak`,
          message: `You have checked in ${milestone} days in a row. Keep going — one honest day at a time.`,
          meta: { type: 'check-in', streak: milestone },
        });
      }
      // The check-in's statement (batched with others') has committed: the reactions write on their own.
      await ctx.events.emit(ctx.db, 'check-ins.record-stored', { kind: 'check-in', userId: actor.userId, id: submitted.row.id });
      return presentCheckIn(submitted.row);
    },

    async get(actor: Actor, id: number): Promise<CheckIn> {
      assertCan(canKeepCheckIns(actor));
      return load(actor, id);
    },

    /**
     * Edit: the check-in keeps its calendar day unless the member picks another one (shared
     * rule planCheckInEdit), never past today; a taken day is 409.
     */
    async update(actor: Actor, id: number, input: UpdateCheckInInput): Promise<CheckIn> {
      assertCan(canKeepCheckIns(actor));
      const existing = await repo.findOwnCheckIn(ctx.db, actor.userId, id);
      if (!existing) throw new NotFoundError();
      // Answers not sent are kept as stored; sent ones must fit the form.
      await Promise.all([assertKnownIds(input), input.questions != null ? assertAnswersFitDailyForm(input.questions) : null]);
      const plan = planCheckInEdit(existing, input);
      if (!plan.ok) throw ValidationError.field(input.checkin_date !== undefined ? 'checkin_date' : 'checkin_on', t.futureDate);
      const day = plan.checkinDate;
      try {
        await ctx.db.transaction(async (tx) => {
          await repo.updateCheckIn(tx, id, {
            checkinOn: plan.checkinOn,
            checkinDate: day,
            offset: plan.offset,
            feelingZone: input.feeling_zone,
            feelingNotes: input.feeling_notes,
            questions: input.questions ?? existing.questions ?? null,
          });
          await repo.replaceCheckInChildren(
            tx,
            { checkinId: id, userId: actor.userId, checkinDate: day },
            input.checkin_emotions,
            input.fast_scale_answers,
          );
          await offsets.keepOffset(tx, actor.userId, input.offset);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'checkins_user_day_unique')) {
          throw new DuplicateCheckInError((await repo.findCheckInForDay(ctx.db, actor.userId, day))?.id ?? null, t.duplicateDay);
        }
        throw error;
      }
      return load(actor, id);
    },

    async list(actor: Actor, q: ListCheckInsQuery): Promise<CheckInPage> {
      assertCan(canKeepCheckIns(actor));
      const { items, total } = await repo.listCheckIns(ctx.db, actor.userId, {
        from: q.startDate,
        to: q.endDate,
        limit: q.perPage,
        offset: pageOffset(q.page, q.perPage),
        orderBy: q.orderBy,
        dir: q.orderDir,
      });
      return toPage(items.map(presentCheckIn), total, q.page, q.perPage);
    },

    async forDay(actor: Actor, q: ForDayQuery): Promise<CheckInForDay> {
      assertCan(canKeepCheckIns(actor));
      const row = await repo.findCheckInForDay(ctx.db, actor.userId, q.date);
      return { exists: !!row, checkin: row ? presentCheckIn(row) : null };
    },

    /** The weekly page's seven cards, oldest first, ending today. */
    async dailySummary(actor: Actor, q: OffsetQuery): Promise<DailySummary> {
      assertCan(canKeepCheckIns(actor));
      const today = localDateOf(new Date(), q.offset);
      const from = addDays(today, -(WEEKLY_SUMMARY_DAYS - 1));
      const [{ items }, crashes, user] = await Promise.all([
        repo.listCheckIns(ctx.db, actor.userId, {
          from,
          to: today,
          limit: WEEKLY_SUMMARY_DAYS,
          offset: 0,
          orderBy: 'checkin_on',
          dir: 'asc',
        }),
        countTriggerAnswersByDay(ctx.db, actor.userId, from, today),
        findUserById(ctx.db, actor.userId),
      ]);
      if (!user) throw new NotFoundError();
      // Days before the account existed are not missed days: the client shows them as such.
      const firstDay = localDateOf(user.createdAt, q.offset);
      return Array.from({ length: WEEKLY_SUMMARY_DAYS }, (_, i) => {
        const date = addDays(from, i);
        const row = items.find((c) => c.checkinDate === date);
        return {
          date,
          checkin: row ? presentCheckIn(row) : null,
          crash_reports: crashes.find((c) => c.day === date)?.n ?? 0,
          before_sign_up: date < firstDay,
        };
      });
    },
  };
}

export type CheckInsService = ReturnType<typeof createCheckInsService>;
