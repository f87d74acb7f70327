import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCoach, buildCoachClient, setCoachBilling } from '../../test/coaching-fixture';
import { buildGroup, buildMembership, buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';
import type { AccessLog } from '../access-log/access-log';
import { selectRows } from '../db/client';
import { createConsent } from './consent';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

/**
 * `viewersOf(owner)` is each area's grants read the other way, written as its own statement: it must
 * name exactly the people `grantsFor(viewer, {ownerId: owner})` answers for, link by link, or an SOS
 * would reach someone who may not see the member (or miss someone who may).
 */
describe('consent read both ways', () => {
  it('viewersOf names exactly those grantsFor grants, through the same links', async () => {
    const people: TestUser[] = [];
    for (let i = 0; i < 9; i++) people.push(await buildUser(app));
    const [a, b, c, d, owner, co, sharer, quiet, pending] = people as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    // Partners: every direction and type.
    await buildPartnership(app, a, b, 'mutual');
    await buildPartnership(app, a, c, 'standard');
    await buildPartnership(app, d, a, 'standard');
    // A group: owner, accepted co-leader, a sharing member, a member who does not share, a pending co-leader.
    const group = await buildGroup(app, owner);
    await buildMembership(app, group.id, owner, co, { role: 'group-leader', share: true });
    await buildMembership(app, group.id, owner, sharer, { share: true });
    await buildMembership(app, group.id, owner, quiet);
    await buildMembership(app, group.id, owner, pending, { role: 'group-leader', accept: false });
    await buildMembership(app, group.id, owner, a, { share: true });
    // A relationship that is asked but not answered grants nothing.
    expect(
      (
        await request(app, quiet.token).post('/accountability-partners', {
          action_type: 'user',
          request_type: 'standard',
          user_id: sharer.id,
        })
      ).statusCode,
    ).toBe(201);

    for (const subject of people) {
      const viewers = await app.ctx.consent.viewersOf(subject.id);
      const expected = new Map<number, string[]>();
      for (const viewer of people) {
        const grant = (await app.ctx.consent.grantsFor(viewer.id, { ownerId: subject.id })).get(subject.id);
        if (grant) expected.set(viewer.id, [...new Set(grant.grants.map((g) => g.via))].sort());
      }
      const actual = new Map([...viewers].map(([id, via]) => [id, [...via].sort()]));
      expect(actual, `viewers of user ${people.indexOf(subject)}`).toEqual(expected);
      // The privacy centre's audience: every link (the group chat's scoped one too), each viewer with exactly their own grant.
      const audience = await app.ctx.consent.audienceOf(subject.id);
      const everyLink = new Map<number, unknown>();
      for (const viewer of people) {
        const grant = (
          await app.ctx.consent.grantsFor(viewer.id, { ownerId: subject.id, via: ['partner', 'group', 'group_chat', 'coach'] })
        ).get(subject.id);
        if (grant) everyLink.set(viewer.id, grant);
      }
      expect(audience, `audience of user ${people.indexOf(subject)}`).toEqual(everyLink);
    }
    // And the cases spelled out: a's data is seen by b (mutual), c (a asked c to hold them), the owner and the co-leader.
    expect([...(await app.ctx.consent.viewersOf(a.id)).keys()].sort((x, y) => x - y)).toEqual(
      [b.id, c.id, owner.id, co.id].sort((x, y) => x - y),
    );
    expect((await app.ctx.consent.viewersOf(a.id, { via: ['partner'] })).size).toBe(2);
    expect((await app.ctx.consent.viewersOf(quiet.id)).size).toBe(0);
  });
});

describe('consent read both ways: coaches', () => {
  it('viewersOf names exactly the coaches grantsFor grants: accepted clients of an open centre, with their switches', async () => {
    const [coach, closed, client, quiet, pending, lapsed, removed] = [
      await buildCoach(app),
      await buildCoach(app, { status: 'past_due' }),
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
    ];
    await buildCoachClient(app, coach, client);
    // A client who switched everything off is still the coach's client: the grant holds, with no kinds.
    await buildCoachClient(app, coach, quiet, { sharing: { check_ins: false, crash_reports: false, faster: false, streaks: false } });
    await buildCoachClient(app, coach, pending, { accept: false });
    // The centre of a coach whose payment failed is closed: their client is seen by no one through it.
    await setCoachBilling(app, closed.coachId, 'trialing');
    await buildCoachClient(app, closed, lapsed);
    await setCoachBilling(app, closed.coachId, 'past_due');
    const gone = await buildCoachClient(app, coach, removed);
    expect((await request(app, coach.token).delete(`/coach/users/${gone}`)).statusCode).toBe(200);

    const people = [coach, closed, client, quiet, pending, lapsed, removed];
    for (const subject of people) {
      const viewers = await app.ctx.consent.viewersOf(subject.id);
      const expected = new Map<number, string[]>();
      for (const viewer of people) {
        const grant = (await app.ctx.consent.grantsFor(viewer.id, { ownerId: subject.id })).get(subject.id);
        if (grant) expected.set(viewer.id, [...new Set(grant.grants.map((g) => g.via))].sort());
      }
      const actual = new Map([...viewers].map(([id, via]) => [id, [...via].sort()]));
      expect(actual, `viewers of coaching person ${people.indexOf(subject)}`).toEqual(expected);
      const audience = await app.ctx.consent.audienceOf(subject.id);
      expect(new Map([...audience].map(([id, g]) => [id, [...new Set(g.grants.map((x) => x.via))].sort()]))).toEqual(expected);
    }
    expect([...(await app.ctx.consent.viewersOf(client.id)).entries()]).toEqual([[coach.id, ['coach']]]);
    for (const nobody of [pending, lapsed, removed, coach]) expect((await app.ctx.consent.viewersOf(nobody.id)).size).toBe(0);
    const quietGrant = (await app.ctx.consent.grantsFor(coach.id, { ownerId: quiet.id })).get(quiet.id);
    expect(quietGrant?.grants.map((g) => g.sharing)).toEqual([{ check_ins: false, crash_reports: false, faster: false, streaks: false }]);
  });
});

describe('how two people are linked (relation)', () => {
  it('answers the accepted partnership and a shared group from the areas that own them, both ways, and nothing for strangers', async () => {
    const [a, b, owner, stranger, pending] = [
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
    ];
    const rel = await buildPartnership(app, a, b, 'standard');
    const group = await buildGroup(app, owner);
    const aRow = await buildMembership(app, group.id, owner, a);
    await buildMembership(app, group.id, owner, pending, { accept: false });
    expect(await app.ctx.consent.relation(a.id, b.id)).toEqual({ partnerId: rel.id, sharedGroup: null });
    expect(await app.ctx.consent.relation(b.id, a.id)).toEqual({ partnerId: rel.id, sharedGroup: null });
    expect(await app.ctx.consent.relation(owner.id, a.id)).toEqual({
      partnerId: null,
      sharedGroup: { groupId: group.id, otherMemberId: aRow },
    });
    // A pending invitation links nobody; neither does nothing at all.
    expect(await app.ctx.consent.relation(owner.id, pending.id)).toEqual({ partnerId: null, sharedGroup: null });
    expect(await app.ctx.consent.relation(a.id, stranger.id)).toEqual({ partnerId: null, sharedGroup: null });
    // The link ends with the relationship.
    expect((await request(app, a.token).delete(`/accountability-partners/${rel.id}`)).statusCode).toBe(200);
    expect((await app.ctx.consent.relation(a.id, b.id)).partnerId).toBeNull();
  });
});

/**
 * The links in SQL (`linkSql()`, added by their owners with `addLink`) say in a statement what
 * `relation` answers: the accepted partnership of a pair, a group's accepted members.
 */
describe('links in SQL', () => {
  it('find the accepted partnership and memberships from the areas that own them, and nothing pending', async () => {
    const [a, b, owner, pending] = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
    const rel = await buildPartnership(app, a, b, 'standard');
    const group = await buildGroup(app, owner, 'Links group');
    const aRow = await buildMembership(app, group.id, owner, a);
    await buildMembership(app, group.id, owner, pending, { accept: false });
    const { partner, group: member } = app.ctx.consent.linkSql();
    const id = (n: number) => sql`${n}::int`;
    const [low, high] = [Math.min(a.id, b.id), Math.max(a.id, b.id)];
    expect(
      await selectRows(
        app.db,
        sql`select ${partner.acceptedId(id(low), id(high))} as partner_id, ${partner.acceptedId(id(low), id(owner.id))} as none_id,
            ${member.acceptedMemberId(id(group.id), id(a.id))} as member_id, ${member.acceptedMemberId(id(group.id), id(pending.id))} as pending_id`,
      ),
    ).toEqual([{ partner_id: rel.id, none_id: null, member_id: aRow, pending_id: null }]);
    expect(
      await selectRows(
        app.db,
        sql`select ${partner.id('ap')} as id from (select ${low}::int as low, ${high}::int as high) x ${partner.joinAccepted('ap', sql`x.low`, sql`x.high`)}`,
      ),
    ).toEqual([{ id: rel.id }]);
    const members = await selectRows<{ user_id: number; name: string }>(
      app.db,
      sql`select ${member.userId('gm')} as user_id, ${member.name('g')} as name from (select ${group.id}::int as id) x
          ${member.joinAccepted('gm', sql`x.id`)} ${member.joinGroup('g', sql`x.id`)} order by 1`,
    );
    expect(members).toEqual([owner.id, a.id].sort((x, y) => x - y).map((userId) => ({ user_id: userId, name: 'Links group' })));
  });

  it('are asked for only once every link area added its own', () => {
    const consent = createConsent(app.db, {} as AccessLog);
    expect(() => consent.linkSql()).toThrow('link SQL of partner, group is not added');
    consent.addLink('partner', async () => ({}), app.ctx.consent.linkSql().partner);
    expect(() => consent.linkSql()).toThrow('link SQL of group is not added');
    consent.addLink('group', async () => ({}), app.ctx.consent.linkSql().group);
    expect(consent.linkSql()).toBe(consent.linkSql());
  });
});
