import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { createTestApp, lastMailTo, request, STRONG_PASSWORD, uniqueUser, type TestApp } from '../../test/harness';
import { selectRows } from '../db/client';
import { createInvitations, invitationSecret } from './invitations';

/**
 * Mail jobs run at least once, and a re-run of an invitation mail job must mail the same,
 * still valid link rather than void the first mail's. The link's token is derived from the job's
 * id with a server secret; the database keeps only its hash.
 */
let app: TestApp;
let dir: string;
beforeAll(async () => {
  app = await createTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-invitations-'));
});
afterAll(async () => {
  await app.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const api = (token?: string | null) => request(app, token ?? null);
const linkOf = (mail: { links: string[] } | null) =>
  Object.fromEntries(new URL(mail!.links[0]!).searchParams) as { token: string; email: string };
const mailsTo = (email: string) => app.mails.filter((m) => m.to === email.toLowerCase());

/** Runs a finished job again, as the queue does when a worker died after the mail went out. */
async function runAgain(jobName: string, payloadKey: string, id: number) {
  const [job] = await selectRows<{ id: number }>(
    app.db,
    sql`select id from jobs where name = ${jobName} and payload ->> ${payloadKey} = ${String(id)} order by id desc limit 1`,
  );
  expect(job).toBeDefined();
  await app.db.execute(
    sql`update jobs set status = 'queued', run_at = now(), locked_until = null, finished_at = null where id = ${job!.id}`,
  );
  await app.ctx.jobs.runDue();
  await app.ctx.jobs.idle();
}

describe('a re-run invitation mail job', () => {
  it('(accountability) mails the same link, and the first mail registers', async () => {
    const a = await buildUser(app);
    const address = uniqueUser('rerun').email;
    const sent = await api(a.token).post('/accountability-partners', {
      action_type: 'email',
      request_type: 'standard',
      partner_email: address,
      message: null,
    });
    expect(sent.statusCode).toBe(201);
    const first = linkOf(await lastMailTo(app, address));
    await runAgain('accountability.invitation-mail', 'relationshipId', sent.json().item.id);
    const mails = mailsTo(address);
    expect(mails).toHaveLength(2);
    expect(linkOf(mails[1]!).token).toBe(first.token);
    // One invitation, stored by hash only: the token is in no column.
    const rows = await selectRows<Record<string, unknown>>(app.db, sql`select * from invitations where email = ${address}`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(first.token);

    const registered = await api().post('/users/invitation/register', {
      username: uniqueUser('r').username,
      email: first.email,
      password: STRONG_PASSWORD,
      token: first.token,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().redirect).toMatchObject({ url: '/accountability/requests' });
    // Still single use.
    const again = await api().post('/users/invitation/verify', { token: first.token, email: first.email });
    expect(again.json()).toMatchObject({ valid: false });
  });

  it('(groups) mails the same link, which registers into the group', async () => {
    const leader = await buildUser(app);
    const group = await api(leader.token).post('/groups', { name: 'Rerun', group_type: 'standard' });
    expect(group.statusCode).toBe(201);
    const address = uniqueUser('grerun').email;
    const invited = await api(leader.token).post(`/groups/${group.json().item.id}/members`, { email: address, role: 'Member' });
    expect(invited.statusCode).toBe(201);
    const first = linkOf(await lastMailTo(app, address));
    await runAgain('groups.invitation-mail', 'memberId', invited.json().item.id);
    const mails = mailsTo(address);
    expect(mails).toHaveLength(2);
    expect(linkOf(mails[1]!).token).toBe(first.token);
    const registered = await api().post('/users/invitation/register', {
      username: uniqueUser('g').username,
      email: first.email,
      password: STRONG_PASSWORD,
      token: first.token,
    });
    expect(registered.statusCode).toBe(201);
  });

  it('after a resend (a new job, a new link that voids the old), a late re-run of the old job mails nothing', async () => {
    const a = await buildUser(app);
    const address = uniqueUser('late').email;
    const sent = await api(a.token).post('/accountability-partners', {
      action_type: 'email',
      request_type: 'mutual',
      partner_email: address,
      message: null,
    });
    const id = sent.json().item.id;
    const first = linkOf(await lastMailTo(app, address));
    expect((await api(a.token).post(`/accountability-partners/${id}/resend-invitation`)).statusCode).toBe(200);
    const second = linkOf(await lastMailTo(app, address));
    expect(second.token).not.toBe(first.token);
    expect((await api().post('/users/invitation/verify', { token: first.token, email: address })).json()).toMatchObject({ valid: false });
    // Re-run the first job (the older of the two).
    const [old] = await selectRows<{ id: number }>(
      app.db,
      sql`select id from jobs where name = 'accountability.invitation-mail' and payload ->> 'relationshipId' = ${String(id)} order by id asc limit 1`,
    );
    await app.db.execute(sql`update jobs set status = 'queued', run_at = now(), locked_until = null where id = ${old!.id}`);
    await app.ctx.jobs.runDue();
    await app.ctx.jobs.idle();
    expect(mailsTo(address)).toHaveLength(2);
    expect((await api().post('/users/invitation/verify', { token: second.token, email: address })).json()).toMatchObject({ valid: true });
  });
});

describe('derived invitation tokens', () => {
  const input = { email: 'Someone@Example.com', contextType: 'referral' as const, contextId: null, invitedBy: null };

  it('the same key gives the same token and one row; another key a new token that voids the first', async () => {
    const inv = createInvitations({ secret: invitationSecret({ secret: 'k'.repeat(40) }) });
    const email = uniqueUser('derive').email;
    const a = await inv.issue(app.db, { ...input, email, key: '101' });
    const b = await inv.issue(app.db, { ...input, email, key: '101' });
    expect(b).toMatchObject({ token: a.token, live: true, invitation: { id: a.invitation.id } });
    const c = await inv.issue(app.db, { ...input, email, key: '102' });
    expect(c.token).not.toBe(a.token);
    expect(await inv.check(app.db, a.token)).toBeNull();
    expect(await inv.check(app.db, c.token)).toMatchObject({ id: c.invitation.id });
    // The first key again: its (replaced) invitation, not live, and nothing new written.
    const d = await inv.issue(app.db, { ...input, email, key: '101' });
    expect(d).toMatchObject({ token: a.token, live: false, invitation: { id: a.invitation.id } });
    expect(await inv.check(app.db, c.token)).not.toBeNull();
  });

  it('depends on the secret: with another one, the same job makes another token', async () => {
    const email = uniqueUser('secret').email;
    const ours = await createInvitations({ secret: invitationSecret({ secret: 'a'.repeat(40) }) }).issue(app.db, {
      ...input,
      email,
      key: '7',
    });
    const theirs = await createInvitations({ secret: invitationSecret({ secret: 'b'.repeat(40) }) }).issue(app.db, {
      ...input,
      email,
      key: '7',
    });
    expect(theirs.token).not.toBe(ours.token);
    expect(theirs.invitation.id).not.toBe(ours.invitation.id);
  });

  it('without INVITATION_SECRET the secret is kept in a file only the server reads, and a restart makes the same link', async () => {
    const file = path.join(dir, 'sub', 'invitation-secret');
    const email = uniqueUser('restart').email;
    const before = await createInvitations({ secret: invitationSecret({ file }) }).issue(app.db, { ...input, email, key: '55' });
    expect(readFileSync(file, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o077).toBe(0);
    const after = await createInvitations({ secret: invitationSecret({ file }) }).issue(app.db, { ...input, email, key: '55' });
    expect(after).toMatchObject({ token: before.token, live: true, invitation: { id: before.invitation.id } });
  });
});
