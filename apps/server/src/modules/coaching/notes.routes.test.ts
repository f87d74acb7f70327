import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_NOTE_MAX, coachingTexts as t, coachNotePageSchema } from '@holdfast/shared/coaching';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { coachReadsFixture } from '../../test/coach-reads-fixture';
import { buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { coachNotesAbout } from '.';

let app: TestApp;
let fx: ReturnType<typeof coachReadsFixture>;
beforeAll(async () => {
  app = await createTestApp();
  fx = coachReadsFixture(app);
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const notesOf = (coachUserId: number) =>
  selectRows<{ note: string }>(app.db, sql`select note from coach_notes where coach_user_id = ${coachUserId} order by id`);

describe('coach notes', () => {
  it.each([
    ['GET', '/coach/users/1/notes'],
    ['POST', '/coach/users/1/notes'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await request(app).send(method, url)).statusCode).toBe(401);
  });

  it('a coach writes notes about an accepted client and reads them newest first, 15 a page', async () => {
    const coach = await fx.coach();
    const client = await fx.client(coach);
    const url = `/coach/users/${client.coachUserId}/notes`;
    const first = await api(coach).post(url, { note: '  Talked about evenings.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: t.noteSaved,
      item: { coach_user_id: client.coachUserId, note: 'Talked about evenings.' },
    });
    for (let i = 2; i <= 17; i += 1) expect((await api(coach).post(url, { note: `Note ${i}` })).statusCode).toBe(201);
    const page = coachNotePageSchema.parse((await api(coach).get(url)).json());
    expect(page).toMatchObject({ page: 1, perPage: 15, totalItems: 17, totalPages: 2, offset: 0 });
    expect(page.items.map((n) => n.note).slice(0, 2)).toEqual(['Note 17', 'Note 16']);
    const second = coachNotePageSchema.parse((await api(coach).get(`${url}?page=2`)).json());
    expect(second.items.map((n) => n.note)).toEqual(['Note 2', 'Talked about evenings.']);
    expect((await api(coach).get(`${url}?page=3`)).json()).toMatchObject({ items: [], totalItems: 17 });
  });

  it("notes are private: another coach, a client and a member get 403 or 404 and nothing changes; a pending client's row has none", async () => {
    const coach = await fx.coach();
    const client = await fx.client(coach);
    const pending = await fx.client(coach, { status: 'pending' });
    const url = `/coach/users/${client.coachUserId}/notes`;
    await api(coach).post(url, { note: 'Private' });
    const other = await fx.coach();
    for (const res of [await api(other).get(url), await api(other).post(url, { note: 'Mine now' })])
      expect([res.statusCode, res.json().message]).toEqual([404, t.coachUserNotFound]);
    // The client (not a coach) and a member are refused before anything is read.
    for (const u of [client, await buildUser(app)]) {
      expect((await api(u).get(url)).statusCode).toBe(403);
      expect((await api(u).post(url, {})).statusCode).toBe(403);
    }
    expect((await api(coach).post(`/coach/users/${pending.coachUserId}/notes`, { note: 'Too early' })).statusCode).toBe(404);
    expect(await notesOf(client.coachUserId)).toEqual([{ note: 'Private' }]);
    expect(await notesOf(pending.coachUserId)).toEqual([]);
  });

  it('a coach whose subscription is past_due gets 403 and writes nothing', async () => {
    const coach = await fx.coach();
    const client = await fx.client(coach);
    await fx.setSubscription(coach, 'past_due');
    const res = await api(coach).post(`/coach/users/${client.coachUserId}/notes`, { note: 'While unpaid' });
    expect([res.statusCode, res.json().message]).toEqual([403, t.subscriptionInactive]);
    expect((await api(coach).get(`/coach/users/${client.coachUserId}/notes`)).statusCode).toBe(403);
    expect(await notesOf(client.coachUserId)).toEqual([]);
  });

  it.each([
    [{}, m.required],
    [{ note: '   ' }, m.required],
    [{ note: 'x'.repeat(COACH_NOTE_MAX + 1) }, null],
    [{ note: 42 }, null],
  ])('%j is 422 on note and stores nothing', async (body, message) => {
    const coach = await fx.coach();
    const client = await fx.client(coach);
    const res = await api(coach).post(`/coach/users/${client.coachUserId}/notes`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.note).toBeDefined();
    if (message) expect(res.json().errors.note).toContain(message);
    expect(await notesOf(client.coachUserId)).toEqual([]);
  });

  it('the client can read the notes about them (their data export); they go with either account', async () => {
    const coach = await fx.coach();
    const client = await fx.client(coach);
    const other = await fx.client(coach);
    await api(coach).post(`/coach/users/${client.coachUserId}/notes`, { note: 'About you' });
    await api(coach).post(`/coach/users/${other.coachUserId}/notes`, { note: 'About them' });
    expect(await coachNotesAbout(app.db, client.id)).toEqual([
      expect.objectContaining({ coach_user_id: client.coachUserId, coach_id: coach.coachId, note: 'About you' }),
    ]);
    // The client's account goes: the notes about them go with it.
    await selectRows(app.db, sql`delete from users where id = ${client.id}`);
    expect(await notesOf(client.coachUserId)).toEqual([]);
    expect(await notesOf(other.coachUserId)).toEqual([{ note: 'About them' }]);
    // The coach's account goes: every note they wrote goes with it.
    await selectRows(app.db, sql`delete from users where id = ${coach.id}`);
    expect(await notesOf(other.coachUserId)).toEqual([]);
    expect(await coachNotesAbout(app.db, other.id)).toEqual([]);
  });
});
