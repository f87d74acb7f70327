import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerCalendarSchema, sharingPreviewSchema } from '@holdfast/shared/accountability';
import { addDays, localDateOf } from '@holdfast/shared/check-ins';
import { validationMessages as m } from '@holdfast/shared/validation';
import { listAccessBy } from '../../platform/access-log/access-log';
import { buildCrashReport, buildTodaysCheckIn, buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: TestUser) => request(app, u.token);
const today = () => localDateOf(new Date(), 0);
const range = () => `startDate=${addDays(today(), -3)}&endDate=${addDays(today(), 3)}`;
const calendarOf = async (u: TestUser) => {
  const res = await api(u).get(`/accountability-partners/system-triggers?${range()}`);
  expect(res.statusCode).toBe(200);
  // The route writes its answer without zod's walk (it costs more than the JSON itself): the
  // contract is checked here instead, and nothing outside it leaves the server (no extra field).
  expect(res.json()).toStrictEqual(partnerCalendarSchema.parse(res.json()));
  return res.json() as {
    people: { id: number; shares: Record<string, boolean> }[];
    events: {
      kind: string;
      id: string;
      owner_id: number;
      crash_report?: { id: number };
      check_in?: { id: number; fast_scale_answers: unknown };
    }[];
  };
};
const kindsOf = (cal: Awaited<ReturnType<typeof calendarOf>>, ownerId: number) =>
  cal.events
    .filter((e) => e.owner_id === ownerId)
    .map((e) => e.kind)
    .sort();

/** `owner` is held accountable by `holder` (standard request), and has a check-in and a crash report today. */
async function ownerWithHolder() {
  const [owner, holder] = [await buildUser(app), await buildUser(app)];
  const rel = await buildPartnership(app, owner, holder, 'standard');
  const checkIn = await buildTodaysCheckIn(app, owner);
  const crash = await buildCrashReport(app, owner);
  return { owner, holder, rel, checkIn, crash };
}

describe('the partner calendar', () => {
  it('shows the holder each crash report and check-in of the person they hold accountable, with what the detail modals need', async () => {
    const { owner, holder, checkIn, crash } = await ownerWithHolder();
    const cal = await calendarOf(holder);
    expect(cal.people).toEqual([
      expect.objectContaining({
        id: owner.id,
        display_name: 'Sam Rivers',
        shares: { check_ins: true, crash_reports: true, faster: true, streaks: true },
      }),
    ]);
    const crashEvent = cal.events.find((e) => e.kind === 'crash_report');
    expect(crashEvent).toMatchObject({
      id: `crash_report:${crash.id}`,
      owner_id: owner.id,
      date: today(),
      title: 'Crash report',
      crash_report: {
        id: crash.id,
        trigger_name: 'Crash report',
        answers: [{ question_text: 'What happened?', answer: 'It happened late at night' }, { answer: 'At home' }],
      },
    });
    const checkInEvent = cal.events.find((e) => e.kind === 'check_in');
    expect(checkInEvent).toMatchObject({
      id: `check_in:${checkIn.id}`,
      owner_id: owner.id,
      emotion_id: 3,
      feeling_zone: 'danger',
      title: 'Danger',
      check_in: {
        id: checkIn.id,
        checkin_emotions: [3, 9],
        feeling_notes: 'A long day',
        fast_scale_answers: [{ fast_emotion_id: 301, priority: 2 }],
      },
    });
  });

  it('a standard request does not show the requester the holder’s data', async () => {
    const { owner, holder } = await ownerWithHolder();
    await buildCrashReport(app, holder);
    const cal = await calendarOf(owner);
    expect(cal).toMatchObject({ people: [], events: [] });
  });

  it("a stranger's calendar holds nothing of anyone, and a stranger cannot open one record", async () => {
    const { owner, checkIn, crash } = await ownerWithHolder();
    const stranger = await buildUser(app);
    const cal = await calendarOf(stranger);
    expect(cal).toMatchObject({ people: [], events: [] });
    for (const url of [`/accountability-partners/check-ins/${checkIn.id}`, `/accountability-partners/crash-reports/${crash.id}`]) {
      const res = await api(stranger).get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('late at night');
    }
    expect(await listAccessBy(app.db, stranger.id, owner.id)).toEqual([]);
  });

  it('ends the moment the relationship is removed', async () => {
    const { owner, holder, rel } = await ownerWithHolder();
    expect(kindsOf(await calendarOf(holder), owner.id)).toEqual(['check_in', 'crash_report']);
    await api(owner).delete(`/accountability-partners/${rel.id}`);
    expect(await calendarOf(holder)).toMatchObject({ people: [], events: [] });
  });

  it('validates the range', async () => {
    const u = await buildUser(app);
    expect((await api(u).get('/accountability-partners/system-triggers')).json().errors).toEqual({
      startDate: [m.required],
      endDate: [m.required],
    });
    expect((await api(u).get('/accountability-partners/system-triggers?startDate=2026-13-01&endDate=2026-11-01')).json().errors).toEqual({
      startDate: [m.notDate],
    });
    expect((await api(u).get('/accountability-partners/system-triggers?startDate=2026-11-02&endDate=2026-11-01')).json().errors).toEqual({
      endDate: [m.invalid],
    });
    expect((await api(u).get('/accountability-partners/system-triggers?startDate=2026-01-01&endDate=2026-12-31')).statusCode).toBe(422);
  });
});

describe('consent is enforced in every call that returns data', () => {
  it('crash reports off: gone from the calendar and their detail; check-ins stay', async () => {
    const { owner, holder, rel, crash, checkIn } = await ownerWithHolder();
    await api(owner).put(`/accountability-partners/${rel.id}/sharing`, { crash_reports: false });
    const cal = await calendarOf(holder);
    expect(kindsOf(cal, owner.id)).toEqual(['check_in']);
    expect(cal.people[0]!.shares).toMatchObject({ crash_reports: false, check_ins: true });
    expect((await api(holder).get(`/accountability-partners/crash-reports/${crash.id}`)).statusCode).toBe(404);
    expect((await api(holder).get(`/accountability-partners/check-ins/${checkIn.id}`)).statusCode).toBe(200);
  });

  it('FASTER off: check-ins without their FASTER answers, in the calendar and the detail', async () => {
    const { owner, holder, rel, checkIn } = await ownerWithHolder();
    await api(owner).put(`/accountability-partners/${rel.id}/sharing`, { faster: false });
    const event = (await calendarOf(holder)).events.find((e) => e.kind === 'check_in')!;
    expect(event.check_in!.fast_scale_answers).toBeNull();
    expect((await api(holder).get(`/accountability-partners/check-ins/${checkIn.id}`)).json().check_in.fast_scale_answers).toBeNull();
    await api(owner).put(`/accountability-partners/${rel.id}/sharing`, { faster: true });
    expect((await api(holder).get(`/accountability-partners/check-ins/${checkIn.id}`)).json().check_in.fast_scale_answers).toEqual([
      { fast_emotion_id: 301, priority: 2 },
    ]);
  });

  it('check-ins off: no check-ins anywhere', async () => {
    const { owner, holder, rel, checkIn } = await ownerWithHolder();
    await api(owner).put(`/accountability-partners/${rel.id}/sharing`, { check_ins: false });
    expect(kindsOf(await calendarOf(holder), owner.id)).toEqual(['crash_report']);
    expect((await api(holder).get(`/accountability-partners/check-ins/${checkIn.id}`)).statusCode).toBe(404);
  });

  it('streaks: shown on the relationship while shared, null once turned off', async () => {
    const { owner, holder, rel } = await ownerWithHolder();
    expect((await api(holder).get(`/accountability-partners/${rel.id}`)).json().streaks).toEqual({ purity_streak: 0, checkin_streak: 1 });
    // The owner never sees the holder's streaks (a standard request).
    expect((await api(owner).get(`/accountability-partners/${rel.id}`)).json().streaks).toBeNull();
    await api(owner).put(`/accountability-partners/${rel.id}/sharing`, { streaks: false });
    expect((await api(holder).get(`/accountability-partners/${rel.id}`)).json().streaks).toBeNull();
  });

  it("preview as partner: the owner sees exactly the partner's answer about them, before and after a change", async () => {
    const { owner, holder, rel } = await ownerWithHolder();
    const preview = async () => {
      const answer = sharingPreviewSchema.parse(
        (await api(owner).get(`/accountability-partners/${rel.id}/sharing/preview?${range()}`)).json(),
      );
      // The same streaks as the partner's GET accountability-partners/{id} shows.
      expect(answer.streaks).toEqual((await api(holder).get(`/accountability-partners/${rel.id}`)).json().streaks);
      return answer.calendar;
    };
    const strip = (cal: { events: { id: string }[] }) => cal.events.map((e) => e.id);
    expect(strip(await preview())).toEqual(strip(await calendarOf(holder)));
    await api(owner).put(`/accountability-partners/${rel.id}/sharing`, { check_ins: false });
    expect(strip(await preview())).toEqual(strip(await calendarOf(holder)));
    expect((await preview()).events.map((e: { kind: string }) => e.kind)).toEqual(['crash_report']);
    // The holder's own preview shows nothing: the owner does not see the holder's data.
    expect((await api(holder).get(`/accountability-partners/${rel.id}/sharing/preview?${range()}`)).json()).toEqual({
      calendar: { start_date: addDays(today(), -3), end_date: addDays(today(), 3), people: [], events: [] },
      streaks: null,
    });
  });
});

describe('the access log', () => {
  it('writes one row per kind read, and shows the owner who looked', async () => {
    const { owner, holder, crash } = await ownerWithHolder();
    const before = (await api(owner).get('/users/access-log')).json();
    expect(before).toMatchObject({ items: [], totalItems: 0 });
    await calendarOf(holder);
    const rows = await listAccessBy(app.db, holder.id, owner.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(['check_ins', 'crash_reports']);
    expect(rows[0]).toMatchObject({ via: 'partner', recordId: null, rangeStart: addDays(today(), -3), rangeEnd: addDays(today(), 3) });
    await api(holder).get(`/accountability-partners/crash-reports/${crash.id}`);
    const page = (await api(owner).get('/users/access-log?perPage=2')).json();
    expect(page).toMatchObject({ totalItems: 3, totalPages: 2, perPage: 2 });
    expect(page.items[0]).toMatchObject({
      viewer: { id: holder.id, display_name: 'Sam Rivers' },
      kind: 'crash_reports',
      record_id: crash.id,
      via: 'partner',
    });
  });

  it('logs nothing for reads of one’s own data, a preview, or a refused read; the log is the owner’s alone', async () => {
    const { owner, holder, rel } = await ownerWithHolder();
    await api(owner).get(`/accountability-partners/${rel.id}/sharing/preview?${range()}`);
    await api(owner).get(`/system-triggers/all-answers?${range()}&offset=0`);
    await api(owner).put(`/accountability-partners/${rel.id}/sharing`, { check_ins: false, crash_reports: false });
    await calendarOf(holder);
    expect((await api(owner).get('/users/access-log')).json().items).toEqual([]);
    // The holder's own log says nothing of what the holder read.
    expect((await api(holder).get('/users/access-log')).json().items).toEqual([]);
    expect((await api(owner).get('/users/access-log?page=0')).statusCode).toBe(422);
  });

  it('forgets a person’s rows, as owner or as viewer, when the person is deleted (no foreign keys: a trigger)', async () => {
    const a = await ownerWithHolder();
    const b = await ownerWithHolder();
    const c = await ownerWithHolder();
    for (const x of [a, b, c]) await calendarOf(x.holder);
    expect(await listAccessBy(app.db, a.holder.id, a.owner.id)).toHaveLength(2);
    await app.db.execute(sql`delete from users where id in (${a.owner.id}, ${b.holder.id})`);
    expect(await listAccessBy(app.db, a.holder.id, a.owner.id)).toEqual([]);
    expect(await listAccessBy(app.db, b.holder.id, b.owner.id)).toEqual([]);
    // Other people's rows stay.
    expect(await listAccessBy(app.db, c.holder.id, c.owner.id)).toHaveLength(2);
  });
});
