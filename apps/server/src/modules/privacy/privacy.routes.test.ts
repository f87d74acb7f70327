import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHARING, accountabilityNotificationTypes as types } from '@holdfast/shared/accountability';
import { discreetTexts, privacyTexts as t, type PrivacyAudience } from '@holdfast/shared/privacy';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import type { PushMessage, PushSender } from '../../platform/push/push';
import type { ErasureLedger } from '../check-ins';
import { buildCrashReport, buildGroup, buildMembership, buildPartnership, buildTodaysCheckIn, type TestUser } from '../../test/factories';
import { createTestApp, request, signUp, type TestApp } from '../../test/harness';

/**
 * The privacy centre's routes: who sees my data (consent's audience), discreet mode (mail subjects,
 * sender and body; pushes carry ids only) and auto-expiry (the daily job on the queue's clock, and
 * the dev-only run).
 */
const pushes: { userId: number; message: PushMessage }[] = [];
const push: PushSender = { transport: 'log', send: async (userId, message) => void pushes.push({ userId, message }) };
const ledger: Parameters<ErasureLedger['recordErasure']>[1][] = [];
const recordingLedger: ErasureLedger = { recordErasure: async (_tx, entry) => void ledger.push({ ...entry, ids: [...entry.ids] }) };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { push, erasureLedger: recordingLedger });
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
/** A member as every new account is: discreet mode on (signUp's default turns it off for other areas' tests). */
const newMember = () => signUp(app, { profile: true, discreet: true });
const member = () => signUp(app, { profile: true });
const DAY_MS = 24 * 3600_000;
const accessRowsAbout = async (ownerId: number) =>
  selectRows<{ viewer_id: number }>(app.db, sql`select viewer_id from access_log where owner_id = ${ownerId}`);
const accessRowsBy = async (viewerId: number) =>
  selectRows<{ owner_id: number }>(app.db, sql`select owner_id from access_log where viewer_id = ${viewerId}`);
const outbox = async (to: string) =>
  selectRows<{ subject: string; text: string }>(
    app.db,
    sql`select subject, text from mail_outbox where "to" = ${to.toLowerCase()} order by id`,
  );

describe('without a token', () => {
  it.each([
    ['GET', '/users/privacy/audience'],
    ['GET', '/users/privacy/settings'],
    ['PUT', '/users/privacy/settings'],
    ['POST', '/users/privacy/dev/run-expiry'],
    ['GET', '/users/privacy/push-text/1'],
  ] as const)('%s %s answers 401', async (method, path) => {
    const res = await app.app.inject({ method, url: `/api/v1.2${path}`, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET users/privacy/audience', () => {
  it('lists each partner and group leader who sees my data, what each sees, and the group by name; a stranger sees none of it', async () => {
    const [me, partner, leader, stranger, watched] = await Promise.all([member(), member(), member(), member(), member()]);
    const rel = await buildPartnership(app, me, partner, 'mutual');
    const group = await buildGroup(app, leader, 'Tuesday Men');
    await buildMembership(app, group.id, leader, me, { share: true });
    // I hold `watched` accountable (standard: I see theirs, they see nothing of mine): not in my audience.
    await buildPartnership(app, watched, me, 'standard');
    expect((await api(me).put(`/accountability-partners/${rel.id}/sharing`, { crash_reports: false })).statusCode).toBe(200);

    const res = await api(me).get('/users/privacy/audience');
    expect(res.statusCode).toBe(200);
    const body = res.json() as PrivacyAudience;
    const byId = new Map(body.people.map((p) => [p.person.id, p]));
    expect([...byId.keys()].sort()).toEqual([partner.id, leader.id].sort());
    expect(byId.get(partner.id)).toMatchObject({
      person: { id: partner.id, display_name: 'Sam Rivers', email: null },
      sees: { ...DEFAULT_SHARING, crash_reports: false },
      links: [{ via: 'partner', context_id: rel.id, group_name: null, sees: { ...DEFAULT_SHARING, crash_reports: false } }],
    });
    expect(byId.get(leader.id)).toMatchObject({
      sees: { check_ins: true, crash_reports: true, faster: true, streaks: true },
      // A leader is also a fellow member: the group chat's cards show them the same kinds (not streaks).
      links: [
        { via: 'group', context_id: group.id, group_name: 'Tuesday Men' },
        {
          via: 'group_chat',
          context_id: group.id,
          group_name: 'Tuesday Men',
          sees: { check_ins: true, crash_reports: true, faster: true, streaks: false },
        },
      ],
    });
    // The same answer the partner's own reads are granted (consent, asked from their side).
    const partnerGrant = (await app.ctx.consent.grantsFor(partner.id, { ownerId: me.id })).get(me.id);
    expect(byId.get(partner.id)!.sees).toEqual(partnerGrant!.sharing);

    // A stranger's audience is theirs alone: empty, and never mine.
    expect((await api(stranger).get('/users/privacy/audience')).json()).toEqual({ people: [] });
  });

  it('is not a read of anyone’s data: no access-log row is written about me or by me', async () => {
    const [me, partner] = await Promise.all([member(), member()]);
    await buildPartnership(app, me, partner, 'mutual');
    await buildCrashReport(app, me);
    await api(me).get('/users/privacy/audience');
    expect(await accessRowsAbout(me.id)).toEqual([]);
    expect(await accessRowsBy(me.id)).toEqual([]);
    expect(await accessRowsAbout(partner.id)).toEqual([]);
  });

  it('a partner’s preview shows what the partner’s own calendar shows of me, and nothing they cannot see; it logs nothing', async () => {
    const [me, partner] = await Promise.all([member(), member()]);
    const rel = await buildPartnership(app, me, partner, 'mutual');
    await buildTodaysCheckIn(app, me);
    await buildCrashReport(app, me, 'A private answer');
    await api(me).put(`/accountability-partners/${rel.id}/sharing`, { crash_reports: false });
    const today = new Date().toISOString().slice(0, 10);
    const range = `startDate=${today}&endDate=${today}`;
    const preview = (await api(me).get(`/accountability-partners/${rel.id}/sharing/preview?${range}`)).json();
    expect(await accessRowsAbout(me.id)).toEqual([]);
    const theirs = (await api(partner).get(`/accountability-partners/system-triggers?${range}`)).json();
    const mineInTheirs = theirs.events.filter((e: { user_id?: number; owner_id?: number }) => (e.user_id ?? e.owner_id) === me.id);
    expect(preview.calendar.events).toEqual(mineInTheirs);
    expect(JSON.stringify(preview)).not.toContain('A private answer');
    expect(preview.calendar.events.some((e: { type?: string; kind?: string }) => (e.type ?? e.kind) === 'crash_report')).toBe(false);
  });
});

describe('GET users/access-log filters (the privacy centre’s “who viewed my data”)', () => {
  it('narrows my log to one person, one kind or a span of days; a bad filter is 422', async () => {
    const [me, partner, other] = await Promise.all([member(), member(), member()]);
    await buildPartnership(app, me, partner, 'mutual');
    await buildPartnership(app, me, other, 'mutual');
    const crash = await buildCrashReport(app, me);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    expect((await api(partner).get(`/accountability-partners/crash-reports/${crash.id}`)).statusCode).toBe(200);
    expect((await api(other).get(`/accountability-partners/system-triggers?startDate=${today}&endDate=${today}`)).statusCode).toBe(200);
    const log = async (q: string) => (await api(me).get(`/users/access-log?${q}`)).json();
    expect((await log('')).totalItems).toBe(3);
    const byPartner = await log(`viewer_id=${partner.id}`);
    expect(byPartner.items.map((i: { viewer: { id: number }; kind: string }) => [i.viewer.id, i.kind])).toEqual([
      [partner.id, 'crash_reports'],
    ]);
    expect((await log('kind=check_ins')).items.map((i: { viewer: { id: number } }) => i.viewer.id)).toEqual([other.id]);
    expect((await log(`from=${today}&to=${today}`)).totalItems).toBe(3);
    expect((await log(`from=${tomorrow}`)).totalItems).toBe(0);
    // Another member's log is theirs: filtering mine by them shows nothing of theirs.
    expect((await api(partner).get(`/users/access-log?viewer_id=${me.id}`)).json().totalItems).toBe(0);
    const bad = await api(me).get('/users/access-log?kind=passwords&from=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'kind']);
  });
});

describe('users/privacy/settings', () => {
  it('has discreet mode on and no expiry for a new account; saves each, alone or together', async () => {
    const me = await newMember();
    expect((await api(me).get('/users/privacy/settings')).json()).toEqual({ discreet_mode: true, expire_details_after_days: null });
    const saved = await api(me).put('/users/privacy/settings', { expire_details_after_days: 30 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: t.saved, item: { discreet_mode: true, expire_details_after_days: 30 } });
    await api(me).put('/users/privacy/settings', { discreet_mode: false, expire_details_after_days: null });
    expect((await api(me).get('/users/privacy/settings')).json()).toEqual({ discreet_mode: false, expire_details_after_days: null });
  });

  it('refuses an expiry other than 30, 90 or 365 and an empty change with 422, changing nothing; one member’s change is not another’s', async () => {
    const [me, other] = await Promise.all([newMember(), newMember()]);
    await api(me).put('/users/privacy/settings', { expire_details_after_days: 90 });
    const bad = await api(me).put('/users/privacy/settings', { expire_details_after_days: 45, discreet_mode: false });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.expire_details_after_days).toEqual([m.invalid]);
    expect((await api(me).put('/users/privacy/settings', {})).statusCode).toBe(422);
    expect((await api(me).put('/users/privacy/settings', { discreet_mode: 'yes' })).statusCode).toBe(422);
    expect((await api(me).get('/users/privacy/settings')).json()).toEqual({ discreet_mode: true, expire_details_after_days: 90 });
    expect((await api(other).get('/users/privacy/settings')).json()).toEqual({ discreet_mode: true, expire_details_after_days: null });
  });
});

describe('discreet mode', () => {
  it('mails a discreet member under a neutral subject, with the link and no name; a member who turned it off gets the real mail', async () => {
    const [sender, discreet, open] = await Promise.all([member(), newMember(), member()]);
    for (const to of [discreet, open])
      expect(
        (await api(sender).post('/accountability-partners', { action_type: 'user', request_type: 'mutual', user_id: to.id })).statusCode,
      ).toBe(201);
    await app.ctx.jobs.idle();
    const [neutral] = (await outbox(discreet.email)).slice(-1);
    expect(neutral!.subject).toBe(discreetTexts.subject);
    expect(neutral!.text).toContain(discreetTexts.mailBodyWithLink);
    expect(neutral!.text).toContain('http://app.test/accountability/requests');
    expect(neutral!.text.replace('http://app.test/accountability/requests', '')).not.toMatch(/Sam|Rivers|request|partner|accountab/i);
    const dev = app.mails.filter((x) => x.to === discreet.email.toLowerCase()).at(-1)!;
    expect(dev.subject).toBe(discreetTexts.subject);
    expect(dev.links).toEqual(['http://app.test/accountability/requests']);
    const [real] = (await outbox(open.email)).slice(-1);
    expect(real!.subject).not.toBe(discreetTexts.subject);
    expect(real!.subject).toContain('Sam Rivers');
  });

  it('a new account’s verification mail is neutral and keeps its link', async () => {
    const me = await newMember();
    const [first] = await outbox(me.email);
    expect(first!.subject).toBe(discreetTexts.subject);
    expect(first!.text).toContain('http://app.test/');
  });

  it('pushes carry ids and a type only, never a title, a body or a name', async () => {
    const [sender, to] = await Promise.all([member(), newMember()]);
    pushes.length = 0;
    await api(sender).post('/accountability-partners', { action_type: 'user', request_type: 'mutual', user_id: to.id });
    await app.ctx.jobs.idle();
    const mine = pushes.filter((p) => p.userId === to.id);
    expect(mine).toHaveLength(1);
    expect(Object.keys(mine[0]!.message).sort()).toEqual(['notification_id', 'target', 'type', 'urgent']);
    expect(mine[0]!.message).toMatchObject({ type: types.request, urgent: false });
    expect(JSON.stringify(mine)).not.toContain('Sam');
    // @ts-expect-error a push cannot carry a title or a body (platform/push)
    const withText: PushMessage = { type: 'x', notification_id: 1, urgent: false, title: 'Sam Rivers relapsed' };
    expect(withText.title).toBeDefined();
  });
});

describe('GET users/privacy/push-text/{id}', () => {
  it('gives a device the neutral words while I am discreet, the bell item’s otherwise; another member’s notification is 404', async () => {
    const [sender, me, stranger] = await Promise.all([member(), newMember(), member()]);
    await api(sender).post('/accountability-partners', { action_type: 'user', request_type: 'mutual', user_id: me.id });
    await app.ctx.jobs.idle();
    const id = pushes.filter((p) => p.userId === me.id).at(-1)!.message.notification_id;
    const neutral = await api(me).get(`/users/privacy/push-text/${id}`);
    expect(neutral.json()).toEqual({ title: discreetTexts.subject, body: '', target: '/accountability/requests' });
    await api(me).put('/users/privacy/settings', { discreet_mode: false });
    const open = (await api(me).get(`/users/privacy/push-text/${id}`)).json();
    const bell = (await api(me).get('/notifications')).json().items.find((n: { id: number }) => n.id === id);
    expect(open).toEqual({ title: bell.title, body: bell.message, target: '/accountability/requests' });
    expect(`${open.title} ${open.body}`).toContain('Sam Rivers');
    const refused = await api(stranger).get(`/users/privacy/push-text/${id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Sam Rivers');
    expect((await api(me).get('/users/privacy/push-text/abc')).statusCode).toBe(422);
  });
});

describe('auto-expiry', () => {
  const crashAnswers = async (u: TestUser) =>
    (await api(u).get('/system-triggers/all-answers')).json() as {
      id: number;
      reported_date: string;
      answers: { answer: string | null }[];
    }[];
  const streaks = async (u: TestUser) => {
    const d = (await api(u).get('/dashboard?offset=0')).json();
    return { purity: d.purity_streak as number, checkins: d.checkin_streak as number };
  };

  it('the daily job erases an old crash report’s details and an old check-in’s notes, keeping the day, zone and FASTER stage; the streak is unchanged', async () => {
    const [me, keeper] = await Promise.all([member(), member()]);
    const checkIn = await buildTodaysCheckIn(app, me);
    const crash = await buildCrashReport(app, me, 'It happened late at night');
    await buildCrashReport(app, keeper, 'Kept by someone who chose no expiry');
    expect((await api(me).put('/users/privacy/settings', { expire_details_after_days: 30 })).statusCode).toBe(200);
    const before = await streaks(me);
    ledger.length = 0;

    // 29 days on, nothing is old enough.
    await app.ctx.jobs.runDue(new Date(Date.now() + 29 * DAY_MS));
    expect((await crashAnswers(me))[0]!.answers.map((a) => a.answer)).toContain('It happened late at night');
    expect(ledger).toEqual([]);

    await app.ctx.jobs.runDue(new Date(Date.now() + 32 * DAY_MS));
    const [erased] = await crashAnswers(me);
    expect(erased).toMatchObject({ id: crash.id, reported_date: crash.reported_date, answers: [] });
    const kept = (await api(me).get(`/checkins/${checkIn.id}`)).json();
    expect(kept).toMatchObject({ checkin_date: checkIn.checkin_date, feeling_zone: 'danger', feeling_notes: '', questions: null });
    expect(kept.fast_scale_answers).toEqual([{ fast_emotion_id: 301, priority: 2 }]);
    expect(kept.checkin_emotions).toEqual([3, 9]);
    expect(await streaks(me)).toEqual(before);
    expect(ledger).toEqual([
      { kind: 'crash_report_details', userId: me.id, ids: [crash.id] },
      { kind: 'check_in_notes', userId: me.id, ids: [checkIn.id] },
    ]);
    // Someone who chose no expiry keeps everything.
    expect((await crashAnswers(keeper))[0]!.answers.map((a) => a.answer)).toContain('Kept by someone who chose no expiry');

    // A second run (the job runs at least once) finds nothing left and writes no ledger entry.
    ledger.length = 0;
    await app.ctx.jobs.runDue(new Date(Date.now() + 34 * DAY_MS));
    expect(ledger).toEqual([]);
  });

  it('the dev route runs only the caller’s expiry as of a later day, and checks its date', async () => {
    const [me, other] = await Promise.all([member(), member()]);
    await buildCrashReport(app, me, 'Mine');
    await buildCrashReport(app, other, 'Theirs');
    for (const u of [me, other]) await api(u).put('/users/privacy/settings', { expire_details_after_days: 30 });
    const later = new Date(Date.now() + 31 * DAY_MS).toISOString().slice(0, 10);
    expect((await api(me).post('/users/privacy/dev/run-expiry', { as_of: 'soon' })).statusCode).toBe(422);
    expect((await crashAnswers(me))[0]!.answers).not.toEqual([]);
    const ran = await api(me).post('/users/privacy/dev/run-expiry', { as_of: later });
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toEqual({ check_ins: 0, crash_reports: 1 });
    expect((await crashAnswers(me))[0]!.answers).toEqual([]);
    expect((await crashAnswers(other))[0]!.answers.map((a) => a.answer)).toContain('Theirs');
  });

  it('the dev route is not registered in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' } as never);
    try {
      const routes = prod.app.printRoutes({ commonPrefix: false });
      expect(routes).not.toContain('run-expiry');
      expect(routes).toContain('audience');
    } finally {
      await prod.app.close();
    }
  });
});
