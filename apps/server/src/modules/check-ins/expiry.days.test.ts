import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCheckIn, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

/**
 * The daily auto-expiry counts each member's days in their own calendar (issue 38: "after 30 days"
 * is 30 of the member's days): the offset they last sent (as streaks count), else their profile's
 * time zone. Its own app: the test moves the queue's clock years ahead, which would leave the
 * shared app's daily occurrence beyond other tests' clocks.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: TestUser) => request(app, u.token);
const notesOf = async (u: TestUser, id: number) => (await api(u).get(`/checkins/${id}`)).json().feeling_notes as string;
const expireAfter30 = async (u: TestUser) =>
  expect((await api(u).put('/users/privacy/settings', { expire_details_after_days: 30 })).statusCode).toBe(200);

describe('auto-expiry by the member’s own day', () => {
  it('a member at UTC+13 (their last offset) and one at UTC-10 (their profile time zone) lose a record after 30 of their own days', async () => {
    // UTC+13: the offset their app last sent (the dashboard keeps it, as for streaks).
    const east = await buildUser(app);
    expect((await api(east).get('/dashboard?offset=-46800')).statusCode).toBe(200);
    // UTC-10: no offset sent yet; the profile's time zone (Hawaii, no daylight saving).
    const west = await buildUser(app);
    const zones = (await request(app, west.token).get('/timezones')).json() as { id: number; name: string }[];
    const honolulu = zones.find((z) => z.name === 'Pacific/Honolulu')!;
    const profile = await api(west).put('/users/profile', {
      first_name: 'Sam',
      last_name: 'Rivers',
      display_name: 'Sam Rivers',
      gender: 'Male',
      is_married: false,
      is_student: false,
      is_leader: false,
      timezone_id: honolulu.id,
    });
    expect(profile.statusCode).toBe(200);
    // A UTC-day member beside them, for contrast.
    const utc = await buildUser(app);
    expect((await api(utc).get('/dashboard?offset=0')).statusCode).toBe(200);

    const day = '2030-01-01';
    const ids = {
      east: await buildCheckIn(app, east, { day, offset: -46800 }),
      west: await buildCheckIn(app, west, { day, offset: 36000 }),
      utc: await buildCheckIn(app, utc, { day, offset: 0 }),
    };
    for (const u of [east, west, utc]) await expireAfter30(u);
    const notes = async () => ({
      east: await notesOf(east, ids.east),
      west: await notesOf(west, ids.west),
      utc: await notesOf(utc, ids.utc),
    });
    // A record of 1 January goes once the member's own day is 1 February (30 days later, and one).

    // 31 January 11:30 UTC: 1 February 00:30 at UTC+13, 31 January 01:30 at UTC-10.
    await app.ctx.jobs.runDue(new Date('2030-01-31T11:30:00Z'));
    expect(await notes()).toEqual({ east: '', west: 'seeded', utc: 'seeded' });

    // 1 February 09:00 UTC: the UTC member's day is 1 February; at UTC-10 it is still 31 January (23:00).
    await app.ctx.jobs.runDue(new Date('2030-02-01T09:00:00Z'));
    expect(await notes()).toEqual({ east: '', west: 'seeded', utc: '' });

    // 2 February 03:30 UTC: 1 February 17:30 at UTC-10.
    await app.ctx.jobs.runDue(new Date('2030-02-02T03:30:00Z'));
    expect(await notes()).toEqual({ east: '', west: '', utc: '' });
  });
});
