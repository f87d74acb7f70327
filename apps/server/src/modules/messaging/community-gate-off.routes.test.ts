import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@holdfast/shared/common';
import { communityTexts as ct } from '@holdfast/shared/community';
import { selectRows } from '../../platform/db/client';
import { buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

// The community forum feature switched off (COMMUNITY_FORUM=off): community chats and requests close with it.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ COMMUNITY_FORUM: 'off' });
});
afterAll(() => app.app.close());

const api = (u: TestUser) => request(app, u.token);
/** A user who accepted the agreement while the feature was on (written directly: the API refuses it now). */
async function formerMember() {
  const user = await buildUser(app);
  await app.db.execute(
    sql`insert into community_agreements (user_id, display_name, age, is_married, needs_accountability, is_anonymous) values (${user.id}, 'Member', 30, false, false, false)`,
  );
  return user;
}

describe('community chats with the community feature off', () => {
  it('are refused with the community-disabled reason; nothing is stored; partner chats still work', async () => {
    const [a, b] = [await formerMember(), await formerMember()];
    for (const res of [
      await api(a).post('/messaging-requests', { user_type: 'community', to_user_id: b.id }),
      await api(a).post(`/users/community-messaging/${b.id}/messages`, { message: 'Hi' }),
      await api(a).get(`/users/community-messaging/${b.id}/messages`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: ct.communityDisabled, code: ERROR_CODES.communityDisabled });
    }
    expect(
      (await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from messaging_requests where from_user_id = ${a.id}`))[0]!.n,
    ).toBe(0);
    const rel = await buildPartnership(app, a, b);
    expect((await api(a).post(`/accountability-partners/${rel.id}/messages`, { message: 'Still here' })).statusCode).toBe(201);
  });
});
