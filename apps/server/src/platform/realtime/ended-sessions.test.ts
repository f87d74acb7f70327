import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../../modules/accounts/accounts.table';
import { buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { SESSIONS_ENDED_CHANNEL } from './realtime';
import { connectSocket, createTestApp, lastMailTo, login, request, STRONG_PASSWORD, tokenFromLink, type TestApp } from '../../test/harness';

// A session ended is ended on its live sockets too. Every way a token stops
// working disconnects that token's sockets (all of the person's where every token goes) within a
// second, and nothing more reaches them; other tokens' sockets stay.

const ADMIN = { email: 'sessions-admin@example.com', password: 'Sess*Admin1' };
/** What "within one second" allows: the database announces on commit, the copy disconnects at once. */
const WITHIN_MS = 1000;
const NEW_PASSWORD = 'N3w*Passw0rd';

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, { realtime: true });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await login(app, ADMIN.email, ADMIN.password);
});
afterAll(() => app.app.close());

/** Resolves with the reason once the socket is disconnected; rejects if that takes longer than `ms`. */
function disconnected(socket: Socket, ms = WITHIN_MS) {
  return new Promise<string>((resolve, reject) => {
    if (!socket.connected) return resolve('already');
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Texts of message.created events this socket receives from now on. */
function messagesOn(socket: Socket) {
  const texts: string[] = [];
  socket.on('message.created', ({ message }: { message: { message: string } }) => texts.push(message.message));
  return texts;
}

/** A partner pair: `b` will lose its session; `a` sends. */
async function pair() {
  const a = await buildUser(app);
  const b = await buildUser(app);
  const rel = await buildPartnership(app, a, b);
  const path = `/accountability-partners/${rel.id}/messages`;
  const send = async (text: string) => expect((await request(app, a.token).post(path, { message: text })).statusCode).toBe(201);
  return { a, b, send };
}

/** After the session ended: a message sent now reaches the live control socket, not the ended ones. */
async function expectNothingMoreReaches(
  ended: { socket: Socket; texts: string[] }[],
  send: (text: string) => Promise<void>,
  control?: { socket: Socket; texts: string[] },
) {
  await send('after the session ended');
  if (control) await expect.poll(() => control.texts).toContain('after the session ended');
  else await new Promise((r) => setTimeout(r, 300));
  for (const e of ended) {
    expect(e.socket.connected).toBe(false);
    expect(e.texts).not.toContain('after the session ended');
  }
}

async function watch(token: string) {
  const socket = await connectSocket(app, token);
  return { socket, texts: messagesOn(socket) };
}

describe('a session ended disconnects its sockets', () => {
  it('sign-out: that token’s sockets, not the person’s other sessions', async () => {
    const { b, send } = await pair();
    const other = await login(app, b.email);
    const [ended, endedToo, control] = [await watch(b.token), await watch(b.token), await watch(other)];
    await send('before');
    await expect.poll(() => ended.texts).toContain('before');

    expect((await request(app, b.token).post('/oauth/logout')).statusCode).toBe(200);
    await Promise.all([disconnected(ended.socket), disconnected(endedToo.socket)]);
    await expectNothingMoreReaches([ended, endedToo], send, control);
    expect(control.socket.connected).toBe(true);
  });

  it('suspension by an admin: every socket of the person', async () => {
    const { b, send } = await pair();
    const sockets = [await watch(b.token), await watch(await login(app, b.email))];
    expect((await request(app, adminToken).post(`/admin/users/${b.id}/suspend`)).statusCode).toBe(200);
    await Promise.all(sockets.map((s) => disconnected(s.socket)));
    await expectNothingMoreReaches(sockets, send);
  });

  it('suspension from the community (a community admin): every socket of the person', async () => {
    const { b, send } = await pair();
    const moderator = await buildUser(app);
    const roles = await request(app, adminToken).put(`/admin/users/${moderator.id}/roles`, { roles: ['community_admin'] });
    expect(roles.statusCode).toBe(200);
    const modToken = await login(app, moderator.email);
    const sockets = [await watch(b.token)];
    const res = await request(app, modToken).post(`/community/users/${b.id}/suspend`);
    expect(res.statusCode, res.body).toBe(200);
    await Promise.all(sockets.map((s) => disconnected(s.socket)));
    await expectNothingMoreReaches(sockets, send);
  });

  it('password change: every other session’s sockets; the session that changed it keeps its own', async () => {
    const { b, send } = await pair();
    const sockets = [await watch(await login(app, b.email)), await watch(await login(app, b.email))];
    const own = await watch(b.token);
    expect(
      (await request(app, b.token).put('/users/update-password', { old_password: STRONG_PASSWORD, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    await Promise.all(sockets.map((s) => disconnected(s.socket)));
    await expectNothingMoreReaches(sockets, send, own);
  });

  it('signing out other sessions from Sessions and devices: their sockets, not this one’s', async () => {
    const { b, send } = await pair();
    const other = await login(app, b.email);
    const [ended, own] = [await watch(other), await watch(b.token)];
    const res = await request(app, b.token).delete('/users/sessions');
    expect(res.json()).toMatchObject({ signed_out: 1 });
    await disconnected(ended.socket);
    await expectNothingMoreReaches([ended], send, own);
  });

  it('signing out one session by its id: that session’s sockets', async () => {
    const { b, send } = await pair();
    const other = await login(app, b.email);
    const [ended, own] = [await watch(other), await watch(b.token)];
    const list = (await request(app, b.token).get('/users/sessions')).json().items as { id: number; is_current: boolean }[];
    const target = list.find((s) => !s.is_current)!;
    expect((await request(app, b.token).delete(`/users/sessions/${target.id}`)).statusCode).toBe(200);
    await disconnected(ended.socket);
    await expectNothingMoreReaches([ended], send, own);
  });

  it('password reset: every socket of the person; the new session’s socket connects and receives', async () => {
    const { b, send } = await pair();
    const sockets = [await watch(b.token)];
    await request(app).post('/users/forgot-password', { email: b.email });
    const { token, email } = tokenFromLink((await lastMailTo(app, b.email))!.links[0]!);
    const reset = await request(app).post('/users/reset-password', { token, email, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    await Promise.all(sockets.map((s) => disconnected(s.socket)));
    const fresh = await watch(reset.json().access_token as string);
    await expectNothingMoreReaches(sockets, send, fresh);
  });

  it('expiry: a socket is disconnected when its token expires, and cannot connect again', async () => {
    const { b, send } = await pair();
    await app.db
      .update(accessTokens)
      .set({ expiresAt: sql`now() + interval '1500 milliseconds'` })
      .where(eq(accessTokens.tokenHash, await tokenHashOf(b)));
    const ended = await watch(b.token);
    expect(ended.socket.connected).toBe(true);
    await disconnected(ended.socket, 1500 + WITHIN_MS);
    await expectNothingMoreReaches([ended], send);
    await expect(connectSocket(app, b.token)).rejects.toThrow('Unauthenticated.');
  });

  it('a revocation that rolls back disconnects nobody (the announcement goes out on commit)', async () => {
    const { b, send } = await pair();
    const live = await watch(b.token);
    await app.db
      .transaction(async (tx) => {
        await tx
          .update(accessTokens)
          .set({ revokedAt: new Date() })
          .where(eq(accessTokens.tokenHash, await tokenHashOf(b)));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await send('still here');
    await expect.poll(() => live.texts).toContain('still here');
    expect(live.socket.connected).toBe(true);
  });

  it('a socket connecting with a token already revoked is refused', async () => {
    const { b } = await pair();
    expect((await request(app, b.token).post('/oauth/logout')).statusCode).toBe(200);
    await expect(connectSocket(app, b.token)).rejects.toThrow('Unauthenticated.');
  });
});

async function tokenHashOf(u: TestUser) {
  const { hashToken } = await import('../../modules/accounts');
  return hashToken(u.token);
}

describe('announcements missed while the LISTEN connection was down', () => {
  it('once listening again, a copy checks its sockets’ tokens and disconnects the ended ones', async () => {
    const { createTestDatabase } = await import('../../test/harness');
    const testDb = await createTestDatabase();
    // The database as the app sees it, with a LISTEN connection the test can drop: while deaf,
    // announcements are lost; `drop()` reports the connection lost, as node-postgres would.
    let deaf = false;
    let lost: (() => void) | undefined;
    let listens = 0;
    const database = {
      ...testDb.database,
      close: async () => undefined,
      listen: async (channel: string, onNotify: (payload: string) => void, onLost?: () => void) => {
        if (channel !== SESSIONS_ENDED_CHANNEL) return testDb.database.listen(channel, onNotify, onLost); // the jobs' wake-ups
        listens += 1;
        lost = onLost;
        return testDb.database.listen(channel, (payload) => !deaf && onNotify(payload));
      },
    };
    const copy = await createTestApp({}, { realtime: true, database });
    try {
      await copy.app.listen({ port: 0, host: '127.0.0.1' });
      const member = await buildUser(copy);
      const kept = await buildUser(copy);
      const socket = await connectSocket(copy, member.token);
      const keptSocket = await connectSocket(copy, kept.token);
      deaf = true;
      expect((await request(copy, member.token).post('/oauth/logout')).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(socket.connected).toBe(true); // the announcement was lost
      deaf = false;
      lost!();
      await disconnected(socket, 3000); // listening again after a second, then the check
      expect(listens).toBeGreaterThanOrEqual(2);
      expect(keptSocket.connected).toBe(true);
    } finally {
      await copy.app.close();
      await testDb.drop();
    }
  }, 60_000);
});
