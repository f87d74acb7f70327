import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeEvents } from '@holdfast/shared/realtime';
import type { Socket } from 'socket.io-client';
import { buildReply, buildThread, buildTopic } from '../community-factories';
import {
  buildCrashReport,
  buildGroup,
  buildMembership,
  buildPartnership,
  buildTodaysCheckIn,
  buildUser,
  type TestUser,
} from '../factories';
import { API, connectSocket, createTestApp, login, request, type TestApp } from '../harness';
import { PROBES, ROUTES, type ProbeName } from './routes.manifest';
import { EVENTS } from './events.manifest';

/**
 * The visibility walk. Every route of the OpenAPI document and every realtime event has an
 * entry in the manifests (a new one without an entry fails here). Each route that can carry another
 * person's data has a probe run against the consent matrix below, or names the test that covers it.
 *
 * The matrix: one owner (O) who checked in and filed a crash report today, each carrying a marker,
 * and who shares with group G as a plain member; and one viewer per relationship to O.
 */
const ADMIN = { email: 'visibility-admin@example.com', password: 'Vis*Admin1' };
const M_CHECK_IN = 'marker-checkin-7f3a';
const M_CRASH = 'marker-crash-7f3a';
const M_LIVE = 'marker-live-7f3a';

type Outcome = 'shown' | 'hidden' | 'refused';
const VIEWERS = [
  'holder', // O asked them to hold O accountable (standard): sees O's data
  'mutual', // mutual partners
  'held', // O holds them accountable: sees nothing of O's
  'removed', // was a mutual partner, the link was removed
  'leader', // owner of G, where O shares
  'member', // plain member of G who was there before O's records
  'late', // joined G after O's records
  'quietLeader', // owner of G2, where O does not share
  'blockedByO', // blocked by O
  'blockerOfO', // blocked O
  'stranger',
  'suspended', // a mutual partner and a member of G, then suspended
  'signedOut', // the member's second session, signed out
] as const;
type Viewer = (typeof VIEWERS)[number];

let app: TestApp;
let O: TestUser;
const who = {} as Record<Viewer, TestUser & { relId?: number }>;
let G: number;
let G2: number;
let oRowInG: number;
let checkInId: number;
let anonymousThreadId: number;
const O_COMMUNITY_NAME = 'Visibility Owner Quill';
let crashId: number;
let adminToken: string;
const sockets = new Map<Viewer, { socket: Socket; heard: string[] }>();

beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT: 100_000 }, { realtime: true });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await login(app, ADMIN.email, ADMIN.password);
  O = await buildUser(app);
  for (const v of VIEWERS) if (v !== 'signedOut') who[v] = await buildUser(app);
  who.holder.relId = (await buildPartnership(app, O, who.holder, 'standard')).id;
  who.mutual.relId = (await buildPartnership(app, O, who.mutual, 'mutual')).id;
  who.held.relId = (await buildPartnership(app, who.held, O, 'standard')).id;
  who.suspended.relId = (await buildPartnership(app, O, who.suspended, 'mutual')).id;
  who.removed.relId = (await buildPartnership(app, O, who.removed, 'mutual')).id;
  expect((await request(app, O.token).delete(`/accountability-partners/${who.removed.relId}`)).statusCode).toBe(200);
  G = (await buildGroup(app, who.leader, 'Visibility group')).id;
  oRowInG = await buildMembership(app, G, who.leader, O, { share: true });
  await buildMembership(app, G, who.leader, who.member);
  await buildMembership(app, G, who.leader, who.suspended);
  G2 = (await buildGroup(app, who.quietLeader, 'Quiet group')).id;
  await buildMembership(app, G2, who.quietLeader, O);
  for (const [blocker, blocked] of [
    [O, who.blockedByO],
    [who.blockerOfO, O],
  ] as const)
    expect((await request(app, blocker.token).post('/messages/message-blocking', { blocked_user_id: blocked.id })).statusCode).toBeLessThan(
      300,
    );
  // O joins the community anonymously and answers a stranger's thread; every viewer joins too (the
  // blocked ones may not read it either way).
  for (const u of [O, ...VIEWERS.filter((v) => v !== 'signedOut').map((v) => who[v])]) {
    const anonymous = u === O;
    const res = await request(app, u.token).post('/community/agreement', {
      display_name: anonymous ? O_COMMUNITY_NAME : `Viewer ${u.id}`,
      age: 40,
      accept: true,
      aboveEighteen: true,
      is_anonymous: anonymous,
    });
    expect(res.statusCode).toBe(200);
  }
  const topic = await buildTopic(app);
  anonymousThreadId = (await buildThread(app, who.stranger, topic.id, 'Week two')).id;
  await buildReply(app, O, anonymousThreadId, 'Holding on with you');
  checkInId = (await buildTodaysCheckIn(app, O, { feeling_notes: `A hard day ${M_CHECK_IN}` })).id;
  crashId = (await buildCrashReport(app, O, `It happened ${M_CRASH}`)).id;
  await app.ctx.jobs.idle();
  await buildMembership(app, G, who.leader, who.late);
  // The member's second session, signed out below (after its socket connected).
  who.signedOut = { ...who.member, token: await login(app, who.member.email) };
  for (const v of VIEWERS) {
    const socket = await connectSocket(app, who[v].token);
    const heard: string[] = [];
    socket.onAny((event: string, payload: unknown) => heard.push(`${event} ${JSON.stringify(payload)}`));
    sockets.set(v, { socket, heard });
  }
  expect((await request(app, who.signedOut.token).post('/oauth/logout')).statusCode).toBe(200);
  expect((await request(app, adminToken).post(`/admin/users/${who.suspended.id}/suspend`, {})).statusCode).toBeLessThan(300);
}, 180_000);
afterAll(async () => {
  for (const { socket } of sockets.values()) socket.disconnect();
  await app.app.close();
});

const TODAY = () => new Date().toISOString().slice(0, 10);
const has = (body: string, ...markers: string[]) => markers.some((m) => body.includes(m));
/** `"user_id": <id>` as JSON.stringify or PostgreSQL's json_build_object writes it (the replies page is the latter). */
const userIdOf = (id: number) => new RegExp(`"user_id"\\s*:\\s*${id}\\s*[,}]`);

/** What one probe answers one viewer: the owner's data shown, an answer without it, or a refusal. */
async function run(probe: ProbeName, v: Viewer): Promise<Outcome> {
  const api = request(app, who[v].token);
  const group = v === 'quietLeader' ? G2 : G;
  const range = `startDate=${TODAY()}&endDate=${TODAY()}`;
  const answer = async (res: { statusCode: number; body: string }, shown: (body: string) => boolean): Promise<Outcome> => {
    if (res.statusCode >= 400) return 'refused';
    expect(res.statusCode, `${probe} as ${v}`).toBe(200);
    return shown(res.body) ? 'shown' : 'hidden';
  };
  const markers = (body: string) => has(body, M_CHECK_IN, M_CRASH);
  switch (probe) {
    case 'partnerCalendar':
      return answer(await api.get(`/accountability-partners/system-triggers?${range}`), markers);
    case 'partnerCheckIn':
      return answer(await api.get(`/accountability-partners/check-ins/${checkInId}`), markers);
    case 'partnerCrashReport':
      return answer(await api.get(`/accountability-partners/crash-reports/${crashId}`), markers);
    case 'partnerStreaks':
      return answer(
        await api.get(`/accountability-partners/${who[v].relId ?? who.holder.relId}`),
        (b) => JSON.parse(b).streaks !== null && JSON.parse(b).streaks !== undefined,
      );
    case 'groupInfo':
      return answer(await api.get(`/members/info?group_id=${group}`), markers);
    case 'groupCheckIns':
      return answer(await api.get(`/members/checkins?group_id=${group}&${range}`), markers);
    case 'groupCrashReports':
      return answer(await api.get(`/members/system-triggers?group_id=${group}&${range}`), markers);
    case 'groupProgress':
      return answer(await api.get(`/groups/${group}/progress`), (b) =>
        (JSON.parse(b).items as { user_id: number }[]).some((i) => i.user_id === O.id),
      );
    case 'triage':
      return answer(await api.get('/leader/needs-attention'), (b) =>
        (JSON.parse(b).items as { user_id: number }[]).some((i) => i.user_id === O.id),
      );
    case 'groupChat':
      return answer(await api.get(`/groups/${group}/messages`), markers);
    case 'chatList':
      return answer(await api.get('/messages-info'), markers);
    case 'ownCheckIn':
      return answer(await api.get(`/checkins/${checkInId}`), markers);
    case 'ownCheckIns':
      return answer(await api.get(`/checkins?${range}`), markers);
    case 'ownDashboard':
      return answer(await api.get('/dashboard?offset=0'), markers);
    case 'ownCrashReports':
      return answer(await api.get('/system-triggers/all-answers?offset=0'), markers);
    case 'bell':
      return answer(await api.get('/notifications'), markers);
    case 'anonymousReply':
      // O's anonymous reply: nothing that names O (id, username, address, community name) for anyone but O.
      return answer(
        await api.get(`/community/threads/${anonymousThreadId}/replies`),
        (b) => has(b, O.username, O.email, O_COMMUNITY_NAME) || userIdOf(O.id).test(b),
      );
  }
}

/** Who sees O's data through each probe while O shares with G; nobody else may. */
const PARTNERS: Viewer[] = ['holder', 'mutual'];
const SHARING: Record<ProbeName, Viewer[]> = {
  partnerCalendar: PARTNERS,
  partnerCheckIn: PARTNERS,
  partnerCrashReport: PARTNERS,
  partnerStreaks: PARTNERS,
  groupInfo: ['leader'],
  groupCheckIns: ['leader'],
  groupCrashReports: ['leader'],
  groupProgress: ['leader'],
  triage: ['leader'],
  groupChat: ['leader', 'member'],
  chatList: [],
  ownCheckIn: [],
  ownCheckIns: [],
  ownDashboard: [],
  ownCrashReports: [],
  bell: [],
  anonymousReply: [],
};
const GROUP_PROBES: ProbeName[] = ['groupInfo', 'groupCheckIns', 'groupCrashReports', 'groupProgress', 'triage', 'groupChat'];

async function expectMatrix(expected: Record<ProbeName, Viewer[]>, label: string) {
  const wrong: string[] = [];
  for (const probe of PROBES) {
    for (const v of VIEWERS) {
      const outcome = await run(probe, v);
      const allowed = expected[probe].includes(v);
      // An ended session or a suspended account is refused outright; the others may or may not be.
      if (v === 'signedOut' || v === 'suspended') {
        if (outcome !== 'refused') wrong.push(`${probe} as ${v}: ${outcome}, expected refused`);
      } else if (allowed !== (outcome === 'shown')) wrong.push(`${probe} as ${v}: ${outcome}, expected ${allowed ? 'shown' : 'not shown'}`);
    }
  }
  expect(wrong, label).toEqual([]);
}

describe('the manifests name every route and event', () => {
  it('every OpenAPI operation has an entry, and every entry an operation', async () => {
    await app.app.ready();
    const doc = (app.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(API))
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path.slice(API.length + 1)}`));
    expect(
      ops.filter((op) => !ROUTES[op]),
      'operations without a manifest entry',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((op) => !ops.includes(op)),
      'entries without an operation',
    ).toEqual([]);
    for (const [op, entry] of Object.entries(ROUTES)) {
      if (entry.carries === 'others' && entry.coveredBy) {
        expect(existsSync(fileURLToPath(new URL(`../../${entry.coveredBy}`, import.meta.url))), `${op}: ${entry.coveredBy}`).toBe(true);
      }
    }
    // Every probe a route names is in the matrix, and every probe of the matrix is some route's.
    const named = new Set(Object.values(ROUTES).flatMap((e) => (e.carries === 'others' && e.probe ? [e.probe] : [])));
    expect([...named].sort()).toEqual([...PROBES].sort());
  });

  it('every realtime event has an entry, and the files they name exist', () => {
    expect(
      Object.keys(realtimeEvents)
        .filter((e) => !EVENTS[e as keyof typeof EVENTS])
        .sort(),
    ).toEqual([]);
    expect(Object.keys(EVENTS).filter((e) => !(e in realtimeEvents))).toEqual([]);
    for (const [event, entry] of Object.entries(EVENTS))
      if ('coveredBy' in entry)
        expect(existsSync(fileURLToPath(new URL(`../../${entry.coveredBy}`, import.meta.url))), `${event}: ${entry.coveredBy}`).toBe(true);
  });
});

describe('the consent matrix', () => {
  it('while O shares with G: partners who hold O see O, the leader sees the member data, members who were there see the cards', async () => {
    await expectMatrix(SHARING, 'sharing on');
  });

  it('the anonymous reply is read by members without naming its author, and names them to themselves', async () => {
    expect(await run('anonymousReply', 'stranger')).toBe('hidden');
    expect((await request(app, who.stranger.token).get(`/community/threads/${anonymousThreadId}/replies`)).body).toContain(
      'Holding on with you',
    );
    const own = (await request(app, O.token).get(`/community/threads/${anonymousThreadId}/replies`)).body;
    expect(own).toMatch(userIdOf(O.id));
  });

  it('a live card reaches only people who may see it; an ended session and a suspended account hear nothing', async () => {
    for (const s of sockets.values()) s.heard.length = 0;
    await buildCrashReport(app, O, `Live ${M_LIVE}`);
    await app.ctx.jobs.idle();
    await new Promise((r) => setTimeout(r, 200));
    const heardIt = VIEWERS.filter((v) => sockets.get(v)!.heard.some((line) => line.includes(M_LIVE)));
    // The card goes to every member of G now (the late member joined before this one was posted);
    // the member's signed-out session and the suspended member's socket were cut when they ended.
    expect(heardIt.sort()).toEqual(['late', 'leader', 'member'].sort());
    expect(sockets.get('signedOut')!.heard).toEqual([]);
    expect(sockets.get('suspended')!.heard).toEqual([]);
  });

  it('O turns sharing off in G: nobody of G sees O any more; the partners still do', async () => {
    expect((await request(app, O.token).put(`/groups/${G}/members/${oRowInG}`, { share_data: false })).statusCode).toBe(200);
    await expectMatrix({ ...SHARING, ...Object.fromEntries(GROUP_PROBES.map((p) => [p, []])) }, 'sharing off');
  });

  it('O shares again, then leaves G: nobody of G sees O', async () => {
    expect((await request(app, O.token).put(`/groups/${G}/members/${oRowInG}`, { share_data: true })).statusCode).toBe(200);
    expect((await request(app, O.token).delete(`/members/leave-group?group_id=${G}`)).statusCode).toBe(200);
    await expectMatrix({ ...SHARING, ...Object.fromEntries(GROUP_PROBES.map((p) => [p, []])) }, 'after leaving');
  });
});
