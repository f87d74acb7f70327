import { digestTexts, digestWeekOf, displayNameOf, shareKindLabels } from '@holdfast/shared/accountability';
import { computePurityStreak } from '@holdfast/shared/check-ins';
import type { Seen } from '../../platform/consent/consent';
import type { AppContext } from '../../platform/context';
import { jobName } from '../../platform/jobs/jobs';
import { findAccountEmail, findPersonNames } from '../accounts';
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
    const [enabled, holder] = await Promise.all([repo.findDigestEnabled(ctx.db, holderId), findAccountEmail(ctx.db, holderId)]);
    if (!enabled || !holder || !holder.verified || holder.suspended) return;
    // Reading those counts is a read of each owner's data: through consent.read, which logs what the mail shows.
    await ctx.consent.read(holderId, { via: ['partner'] }, async (granted, show) => {
      const owners = [...granted.grants.values()];
      if (!owners.length) return;
      const [people, totals, streaks] = await Promise.all([
        findPersonNames(
          ctx.db,
          owners.map((o) => o.ownerId),
        ),
        checkInRecords.weekTotalsOf(ctx.db, granted.owners('check_ins', 'crash_reports'), start, end),
        checkInRecords.loadStreakFacts(ctx.db, granted.owners('streaks')),
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
          const purity = computePurityStreak({
            today: s.today,
            latestRelapseDay: s.latestRelapse,
            overrideDay: s.overrideDay,
            accountStartDay: s.accountStart,
          });
          parts.push(`${shareKindLabels.streaks}: purity ${plural(purity, 'day')}, check-ins ${plural(s.checkinStreak, 'day')}`);
        }
        const name = names.get(o.ownerId) ?? 'Member';
        return parts.length ? `${name}\n  ${parts.join('\n  ')}` : `${name}\n  Shares nothing with you right now.`;
      });
      // Jobs run at least once: the holder's week is claimed first, so a second run sends (and logs) nothing.
      if (!(await repo.claimDigestWeek(ctx.db, holderId, start))) return;
      show(
        owners.flatMap((o): Seen[] => [
          ...(o.sharing.check_ins ? [{ owner: o.ownerId, kind: 'check_ins' as const, range: { start, end } }] : []),
          ...(o.sharing.crash_reports ? [{ owner: o.ownerId, kind: 'crash_reports' as const, range: { start, end } }] : []),
          ...(o.sharing.streaks && streaksOf.has(o.ownerId) ? [{ owner: o.ownerId, kind: 'streaks' as const, range: { start, end } }] : []),
        ]),
      );
      await ctx.mailer.send(digestMail(holder.email, digestTexts.subject, ctx.config.appUrl, lines));
    });
  });
}
