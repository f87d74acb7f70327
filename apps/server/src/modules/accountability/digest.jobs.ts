import { digestTexts, digestWeekOf, displayNameOf, shareKindLabels } from '@holdfast/shared/accountability';
import { computePurityStreak } from '@holdfast/shared/check-ins';
import type { AccessEntry } from '../../platform/access-log/access-log';
import type { AppContext } from '../../platform/context';
import { jobName } from '../../platform/jobs/jobs';
import { checkInRecords } from '../check-ins';
import { digestMail } from './accountability.mails';
import * as repo from './accountability.repository';

/** Mondays 08:00 UTC. */
export const DIGEST_CRON = '0 8 * * 1';
export const JOB_WEEKLY_DIGEST = jobName<Record<string, never>>('accountability.weekly-digest');
export const JOB_DIGEST_MAIL = jobName<{ holderId: number; start: string; end: string }>('accountability.digest-mail');

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The weekly partner digest. Every Monday one job fans out a mail job per person who holds someone
 * accountable (and has not turned the digest off); each mail sums last week (Monday to Sunday) of
 * each person they may see, within what that person shares: check-in days and zone days,
 * crash reports, streaks. Reading those counts is a read of their data: access-log rows are written.
 */
export function defineDigestJobs(ctx: AppContext) {
  ctx.jobs.define(JOB_WEEKLY_DIGEST, async () => {
    const week = digestWeekOf(new Date());
    for (const holderId of await repo.listDigestHolders(ctx.db)) {
      // One mail per holder and week, however often the fan-out runs.
      await ctx.jobs.enqueue(JOB_DIGEST_MAIL, { holderId, ...week }, { singletonKey: `digest:${holderId}:${week.start}` });
    }
  });

  ctx.jobs.define(JOB_DIGEST_MAIL, async ({ holderId, start, end }) => {
    const [enabled, holder, grants] = await Promise.all([
      repo.findDigestEnabled(ctx.db, holderId),
      repo.findUserEmail(ctx.db, holderId),
      ctx.consent.grantsFor(holderId, { via: ['partner'] }),
    ]);
    if (!enabled || !holder || !holder.verified || holder.suspended || grants.size === 0) return;
    const owners = [...grants.values()];
    const ids = owners.map((o) => o.ownerId);
    const counted = owners.filter((o) => o.sharing.check_ins || o.sharing.crash_reports).map((o) => o.ownerId);
    const [people, totals, streaks] = await Promise.all([
      repo.findPeople(ctx.db, ids),
      checkInRecords.weekTotalsOf(ctx.db, counted, start, end),
      checkInRecords.loadStreakFacts(
        ctx.db,
        owners.filter((o) => o.sharing.streaks).map((o) => o.ownerId),
      ),
    ]);
    const names = new Map(people.map((p) => [Number(p.id), displayNameOf(p)]));
    const totalsOf = new Map(totals.map((r) => [r.userId, r]));
    const streaksOf = new Map(streaks.map((f) => [f.userId, f]));
    const lines = owners.map((o) => {
      const parts: string[] = [];
      const sum = totalsOf.get(o.ownerId);
      if (o.sharing.check_ins && sum) {
        parts.push(`${plural(sum.checkinDays, 'check-in day')} (${sum.recovery} Recovery, ${sum.danger} Danger, ${sum.relapse} Relapse)`);
      }
      if (o.sharing.crash_reports && sum) parts.push(plural(sum.crashReports, 'crash report'));
      const s = streaksOf.get(o.ownerId);
      if (o.sharing.streaks && s) {
        const purity = computePurityStreak({ today: s.today, latestRelapseDay: s.latestRelapse, overrideDay: s.overrideDay, accountStartDay: s.accountStart });
        parts.push(`${shareKindLabels.streaks}: purity ${plural(purity, 'day')}, check-ins ${plural(s.checkinStreak, 'day')}`);
      }
      const name = names.get(o.ownerId) ?? 'Member';
      return parts.length ? `${name}\n  ${parts.join('\n  ')}` : `${name}\n  Shares nothing with you right now.`;
    });
    const entries: AccessEntry[] = owners.flatMap((o) => [
      ...(o.sharing.check_ins ? [{ viewer: holderId, owner: o.ownerId, kind: 'check_ins' as const, via: 'partner' as const, range: { start, end } }] : []),
      ...(o.sharing.crash_reports ? [{ viewer: holderId, owner: o.ownerId, kind: 'crash_reports' as const, via: 'partner' as const, range: { start, end } }] : []),
    ]);
    // Jobs run at least once: the holder's week is claimed first, so a second run sends nothing.
    if (!(await repo.claimDigestWeek(ctx.db, holderId, start))) return;
    await ctx.accessLog.record(entries);
    await ctx.mailer.send(digestMail(holder.email, digestTexts.subject, ctx.config.appUrl, lines));
  });

}
