import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { digestTexts, digestWeekOf } from '@holdfast/shared/accountability';
import { addDays, daysBetween, localDateOf } from '@holdfast/shared/check-ins';
import { listAccessBy } from '../../platform/access-log/access-log';
import { selectRows } from '../../platform/db/client';
import { buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { insertCheckIn } from '../check-ins/check-ins.repository';
import { insertTriggerAnswer } from '../check-ins/triggers.repository';
import { JOB_DIGEST_MAIL } from './digest.jobs';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ MAIL_RECIPIENT_LIMIT: 100 });
});
afterAll(() => app.app.close());
afterEach(() => vi.useRealTimers());

const week = () => digestWeekOf(new Date());

async function named(name: string) {
  const u = await buildUser(app);
  await request(app, u.token).put('/users/profile', { first_name: name, display_name: name, gender: 'Male' });
  return u;
}

/** A check-in on `day` (straight into the table: history the API cannot write). */
const seedCheckIn = (u: TestUser, day: string, zone: 'recovery' | 'danger' | 'relapse') =>
  insertCheckIn(app.db, {
    userId: u.id,
    checkinOn: new Date(`${day}T20:00:00Z`),
    checkinDate: day,
    offset: 0,
    feelingZone: zone,
    feelingNotes: 'seeded',
  });
const seedCrash = (u: TestUser, day: string) =>
  insertTriggerAnswer(app.db, {
    userId: u.id,
    systemTriggerId: 1,
    reportedOn: new Date(`${day}T21:00:00Z`),
    reportedDate: day,
    offset: 0,
    answers: [{ question_id: 1, answer: 'x' }],
  });

const digestsTo = async (u: TestUser) => {
  await app.ctx.jobs.idle();
  return selectRows<{ subject: string; text: string }>(
    app.db,
    sql`select subject, text from mail_outbox where "to" = ${u.email.toLowerCase()} and subject = ${digestTexts.subject} order by id`,
  );
};

/** A holder who sees Ada fully and Ben without crash reports or streaks; each had last week. */
async function holderOfTwo() {
  const [holder, ada, ben] = [await buildUser(app), await named(`Ada${Date.now() % 1000}`), await named(`Ben${Date.now() % 1000}`)];
  await buildPartnership(app, ada, holder, 'standard');
  const benRel = await buildPartnership(app, ben, holder, 'mutual');
  await request(app, ben.token).put(`/accountability-partners/${benRel.id}/sharing`, { crash_reports: false, streaks: false });
  const { start, end } = week();
  for (const [day, zone] of [
    [start, 'recovery'],
    [addDays(start, 2), 'recovery'],
    [end, 'relapse'],
  ] as const)
    await seedCheckIn(ada, day, zone);
  await seedCheckIn(ada, addDays(start, -1), 'danger'); // the week before: not counted
  await seedCrash(ada, addDays(start, 3));
  await seedCheckIn(ben, addDays(start, 1), 'danger');
  await seedCrash(ben, addDays(start, 1));
  return { holder, ada, ben };
}

describe('weekly partner digest', () => {
  it('sums last week of each person the holder sees, within what each shares, under a neutral subject', async () => {
    const { holder, ada, ben } = await holderOfTwo();
    const { start, end } = week();
    await app.ctx.jobs.enqueue(JOB_DIGEST_MAIL, { holderId: holder.id, start, end });
    const [mail] = await digestsTo(holder);
    expect(mail).toBeDefined();
    const adaName = (await request(app, ada.token).get('/users/profile')).json().profile.display_name;
    const benName = (await request(app, ben.token).get('/users/profile')).json().profile.display_name;
    // Ada's last relapse was on Sunday: her purity streak counts the days since.
    const purity = daysBetween(end, localDateOf(new Date(), 0));
    expect(mail!.text).toContain(
      `${adaName}\n  3 check-in days (2 Recovery, 0 Danger, 1 Relapse)\n  1 crash report\n  Streaks: purity ${purity} day${purity === 1 ? '' : 's'}, check-ins `,
    );
    expect(mail!.text).toContain(`${benName}\n  1 check-in day (0 Recovery, 1 Danger, 0 Relapse)\n\n`);
    expect(mail!.text).not.toMatch(new RegExp(`${benName}\\n[^\\n]*\\n  (1 crash report|Streaks)`));
    // Reading the counts is a read of their data: logged per kind shared (the streaks too: the purity streak tells the day of the last relapse).
    expect((await listAccessBy(app.db, holder.id, ada.id)).map((r) => r.kind).sort()).toEqual(['check_ins', 'crash_reports', 'streaks']);
    expect((await listAccessBy(app.db, holder.id, ben.id)).map((r) => [r.kind, r.rangeStart, r.rangeEnd])).toEqual([
      ['check_ins', start, end],
    ]);
  });

  it('nothing for a member who turned it off, or who holds nobody accountable', async () => {
    const { holder, ada } = await holderOfTwo();
    await request(app, holder.token).put('/accountability-partners/digest', { enabled: false });
    const { start, end } = week();
    await app.ctx.jobs.enqueue(JOB_DIGEST_MAIL, { holderId: holder.id, start, end });
    // Ada is held accountable by the holder but holds nobody herself.
    await app.ctx.jobs.enqueue(JOB_DIGEST_MAIL, { holderId: ada.id, start, end });
    expect(await digestsTo(holder)).toEqual([]);
    expect(await digestsTo(ada)).toEqual([]);
  });

  it('goes out every Monday to each holder, once', async () => {
    const { holder, ada } = await holderOfTwo();
    const now = new Date();
    const daysToMonday = (8 - now.getUTCDay()) % 7 || 7;
    const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToMonday, 8, 1));
    // Nothing in flight while the clock jumps (a running job's lease would seem to have run out).
    await app.ctx.jobs.idle();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(monday);
    await app.ctx.jobs.runDue(monday);
    await app.ctx.jobs.idle();
    await app.ctx.jobs.runDue(monday);
    await app.ctx.jobs.idle();
    expect(await digestsTo(holder)).toHaveLength(1);
    expect(await digestsTo(ada)).toEqual([]);
  });
});
