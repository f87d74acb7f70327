import {
  categoryScore,
  computePurityStreak,
  checkInsTexts as t,
  hasRecentFasterSlide,
  isRecent,
  isValidPurityOverride,
  localDateOf,
  RECENT_DAYS,
  type Analytics,
  type AnalyticsQuery,
  type Dashboard,
  type OffsetQuery,
  type OptionalOffsetQuery,
  type PurityOverride,
  type PurityOverrideInput,
} from '@holdfast/shared/check-ins';
import type { AppContext } from '../../platform/context';
import type { JsonText } from '../../platform/db/json-text';
import { NotFoundError, ValidationError } from '../../platform/http/errors';
import { findUserById } from '../accounts';
import { memberOffset } from './member-offset';
import * as offsets from './offsets.repository';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { canKeepCheckIns } from './check-ins.policy';
import * as repo from './progress.repository';

interface AlertItem {
  title?: unknown;
  link?: unknown;
}

/** NewDashboardSystemAlerts: `{items: [{alert_1: {title, link}}, {alert_2: {...}}]}` -> at most two buttons. */
function readAlerts(config: Record<string, unknown> | undefined) {
  const items = Array.isArray(config?.items) ? (config.items as Record<string, AlertItem>[]) : [];
  const out: { key: string; title: string; link: string | null }[] = [];
  for (const item of items) {
    for (const key of ['alert_1', 'alert_2']) {
      const a = item?.[key];
      if (a && typeof a.title === 'string' && a.title.trim()) {
        out.push({ key, title: a.title, link: typeof a.link === 'string' ? a.link : null });
      }
    }
  }
  return out.slice(0, 2);
}

export function createProgressService(ctx: AppContext) {
  /**
   * The offset a call goes by: the one sent; else the member's last one (their latest check-in,
   * crash report, weekly answer or dashboard call); else their profile time zone's offset now;
   * else, with nothing known of them at all, UTC (docs/areas/check-ins.md, "Calendar days").
   */
  async function offsetFor(userId: number, sent: number | undefined): Promise<number> {
    return sent ?? memberOffset(ctx.db, userId, new Date());
  }

  /** The purity streak's inputs, read in one round of parallel queries. */
  async function purityFor(actor: Actor, offset: number): Promise<PurityOverride> {
    const today = localDateOf(new Date(), offset);
    const [user, latestRelapseDay, overrideDay] = await Promise.all([
      findUserById(ctx.db, actor.userId),
      repo.findLatestRelapseDay(ctx.db, actor.userId, today),
      repo.findPurityOverride(ctx.db, actor.userId),
    ]);
    if (!user) throw new NotFoundError();
    const streak = computePurityStreak({
      today,
      latestRelapseDay,
      overrideDay,
      accountStartDay: localDateOf(user.createdAt, offset),
    });
    return { override_date: overrideDay, purity_streak: streak };
  }

  return {
    /** One statement: this area's facts, the account's start and names, and the two configs. */
    async dashboard(actor: Actor, q: OffsetQuery): Promise<Dashboard> {
      assertCan(canKeepCheckIns(actor));
      const today = localDateOf(new Date(), q.offset);
      const facts = await repo.loadDashboardFacts(ctx.db, actor.userId, today);
      // The member's last offset, for the calls the spec's client makes without one: written only when it changed.
      if (facts.keptOffset !== q.offset) await offsets.keepOffset(ctx.db, actor.userId, q.offset);
      if (!facts.userCreatedAt) throw new NotFoundError();
      const questionId = Number(facts.commitmentQuestionConfig?.form_question_id) || null;
      const commitment = facts.commitment;
      const commitmentText =
        commitment?.answers.find((a) => a.question_id === questionId)?.answer ?? commitment?.answers[0]?.answer ?? null;
      const day = (d: Date | null) => (d ? localDateOf(d, q.offset) : null);
      return {
        first_name: facts.firstName,
        last_name: facts.lastName,
        purity_streak: computePurityStreak({
          today,
          latestRelapseDay: facts.latestRelapse,
          overrideDay: facts.overrideDay,
          accountStartDay: localDateOf(facts.userCreatedAt, q.offset),
        }),
        checkin_streak: facts.checkinStreak,
        purity_streak_override_date: facts.overrideDay,
        has_done_any_daily_checkins: facts.total > 0,
        has_done_todays_checkin: facts.todaysCheckinId !== null,
        todays_checkin_id: facts.todaysCheckinId,
        latest_checkin_submission_date: facts.latest?.toISOString() ?? null,
        has_done_any_weekly_checkins: facts.weeklyOn !== null,
        latest_weekly_checkin_submission_date: facts.weeklyOn?.toISOString() ?? null,
        is_weekly_checkin_recent: isRecent(day(facts.weeklyOn), today, RECENT_DAYS),
        has_done_any_weekly_commitment_to_change_checkins: !!commitment,
        latest_weekly_checkin_commitment_to_change_submission_date: commitment?.submittedOn.toISOString() ?? null,
        is_commitment_recent: isRecent(day(commitment?.submittedOn ?? null), today, RECENT_DAYS),
        commitment_to_change: commitmentText,
        system_alerts: readAlerts(facts.alertsConfig ?? undefined),
        faster_warning: hasRecentFasterSlide(
          facts.latestStages.map((s) => ({ date: s.day, score: categoryScore(s.stage) ?? 0 })),
          today,
        ),
        today,
      };
    },

    /** GET purity-streak-overrides: the spec's client sends no query (then the member's last known offset). */
    async getPurityOverride(actor: Actor, q: OptionalOffsetQuery): Promise<PurityOverride> {
      assertCan(canKeepCheckIns(actor));
      return purityFor(actor, await offsetFor(actor.userId, q.offset));
    },

    /** POST purity-streak-overrides: the spec's client sends `{date}` only (then the member's last known offset). */
    async setPurityOverride(actor: Actor, body: PurityOverrideInput): Promise<PurityOverride> {
      assertCan(canKeepCheckIns(actor));
      const input = { date: body.date, offset: await offsetFor(actor.userId, body.offset) };
      const today = localDateOf(new Date(), input.offset);
      if (!isValidPurityOverride(input.date, today)) throw ValidationError.field('date', t.purityDateTooLate);
      // The start date is part of what the person's other tabs show of them: they hear it moved.
      if (await repo.upsertPurityOverride(ctx.db, actor.userId, input.date))
        ctx.realtime.publishToUser(actor.userId, 'profile.updated', { user_id: actor.userId });
      return purityFor(actor, input.offset);
    },

    /** Aggregated and written as JSON by PostgreSQL over the indexed (user, day) range; nothing row-by-row in JavaScript. */
    analytics(actor: Actor, q: AnalyticsQuery): Promise<JsonText<Analytics>> {
      assertCan(canKeepCheckIns(actor));
      return repo.analyticsJson(ctx.db, actor.userId, q.startDate, q.endDate);
    },
  };
}
