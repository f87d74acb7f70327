import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasureTexts as t } from '@holdfast/shared/erasure';
import { selectRows, type Db } from '../../platform/db/client';
import { personTables, type ErasureDeclaration } from '../../platform/db/person-tables';
import { buildCoach, buildCoachClient } from '../../test/coaching-fixture';
import { buildReply, buildThread, buildTopic } from '../../test/community-factories';
import {
  buildCourse,
  buildCrashReport,
  buildGroup,
  buildMembership,
  buildNotification,
  buildPartnership,
  buildTodaysCheckIn,
  buildUser,
  type TestUser,
} from '../../test/factories';
import { createTestApp, request, STRONG_PASSWORD, type TestApp } from '../../test/harness';

/** Every `modules/<area>/<area>.erasure.ts` (and the erasure area's platform.erasure.ts): their declarations, merged. */
const modulesDir = path.resolve(__dirname, '..');
const declarationFiles = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(path.join(modulesDir, d.name))
      .filter((f) => f.endsWith('.erasure.ts'))
      .map((f) => path.join(modulesDir, d.name, f)),
  );

async function declarations(): Promise<ErasureDeclaration> {
  const merged: Record<string, ErasureDeclaration[string]> = {};
  for (const file of declarationFiles) {
    const mod = (await import(file)) as { erasureDeclaration?: ErasureDeclaration };
    if (!mod.erasureDeclaration) throw new Error(`${file} exports no erasureDeclaration`);
    for (const [table, how] of Object.entries(mod.erasureDeclaration)) {
      if (merged[table]) throw new Error(`${table} is declared twice`);
      merged[table] = how;
    }
  }
  return merged;
}

/** The tables of personTables that no declaration covers. */
async function undeclared(db: Db) {
  const declared = await declarations();
  return (await personTables(db)).map((r) => r.table).filter((table) => !declared[table]);
}

/** Each column that can name a person: a foreign key to users, or a person-named column (as personTables reads them). */
async function personColumns(db: Db) {
  return selectRows<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select cl.relname as table_name, a.attname as column_name, format_type(a.atttypid, null) as data_type
          from pg_attribute a join pg_class cl on cl.oid = a.attrelid join pg_namespace n on n.oid = cl.relnamespace
         where n.nspname = 'public' and cl.relkind = 'r' and a.attnum > 0 and not a.attisdropped and left(cl.relname, 2) <> '__'
           and (a.attname ~ '(^|_)(to|user_id|owner_id|author_id|viewer_id|actor_id|email|to_address|recipient_id|member_id|client_id|coach_id|user_a|user_b|requester_id|from_user_id|to_user_id|blocker_id|blocked_id|muter_id|muted_id|flagged_by|invited_by|used_by|created_by|resolved_by|decided_by|reviewed_by|placed_by|waived_by|acknowledged_by|impersonator_id|target_user_id|admin_id|invite_email|guest_email|recipient_email|school_email)$'
             or exists (select 1 from pg_constraint k
                         where k.contype = 'f' and k.confrelid = 'users'::regclass and k.conrelid = cl.oid and a.attnum = any(k.conkey)))`,
  );
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

describe('erasure coverage', () => {
  it('declares every table that holds a person (platform/db/person-tables), and only tables that exist', async () => {
    expect(await undeclared(app.db)).toEqual([]);
    const listed = new Set((await personTables(app.db)).map((r) => r.table));
    expect(Object.keys(await declarations()).filter((table) => !listed.has(table))).toEqual([]);
  });

  it("an anonymised or kept table's link columns exist and are nullable, so the link can go", async () => {
    const columns = await selectRows<{ table_name: string; column_name: string; is_nullable: string }>(
      app.db,
      sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    );
    for (const [table, how] of Object.entries(await declarations())) {
      const links = how.how === 'anonymised' ? how.columns : how.how === 'kept' ? (how.columns ?? []) : [];
      for (const column of links)
        expect(columns.find((c) => c.table_name === table && c.column_name === column)?.is_nullable, `${table}.${column}`).toBe('YES');
    }
  });

  it('fails when a new table holding a person is not declared', async () => {
    await selectRows(
      app.db,
      sql`create table scratch_diary (id int primary key, user_id int not null references users(id) on delete cascade)`,
    );
    try {
      expect(await undeclared(app.db)).toEqual(['scratch_diary']);
    } finally {
      await selectRows(app.db, sql`drop table scratch_diary`);
    }
  });
});

/** Rows of every person column that still name `who` (id or address), by table.column; the ledger (ids only, by design) aside. */
async function stillNaming(db: Db, who: { id: number; email: string }) {
  const found: string[] = [];
  for (const c of await personColumns(db)) {
    if (c.table_name === 'erasure_ledger') continue;
    const column = sql.identifier(c.column_name);
    const table = sql.identifier(c.table_name);
    const isText = c.data_type === 'text';
    const rows = await selectRows<{ n: number }>(
      db,
      isText
        ? sql`select count(*)::int as n from ${table} where lower(${column}) = ${who.email.toLowerCase()}`
        : c.data_type === 'integer'
          ? sql`select count(*)::int as n from ${table} where ${column} = ${who.id}`
          : sql`select 0 as n`,
    );
    if (Number(rows[0]!.n) > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  // Any text anywhere in a row (a jsonb payload, a key) holding their address.
  for (const { table } of await personTables(db)) {
    if (table === 'erasure_ledger') continue;
    const rows = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} x where x::text ilike ${`%${who.email}%`}`,
    );
    if (Number(rows[0]!.n) > 0) found.push(`${table} (address in a row)`);
  }
  return found.sort();
}

/** A member who used every area, with people around them. */
async function memberOfEveryArea(t: TestApp) {
  const member = await buildUser(t, { profile: true });
  const [partner, leader, coach] = [await buildUser(t, { profile: true }), await buildUser(t), await buildCoach(t)];
  await buildTodaysCheckIn(t, member);
  await buildCrashReport(t, member);
  const course = await buildCourse(t, member);
  await buildPartnership(t, member, partner);
  const ownGroup = (await buildGroup(t, member, 'Own group')).id;
  await buildMembership(t, ownGroup, member, partner);
  const theirGroup = (await buildGroup(t, leader, 'Their group')).id;
  const membership = await buildMembership(t, theirGroup, leader, member, { share: true });
  await buildMembership(t, theirGroup, leader, partner);
  expect((await request(t, member.token).post(`/groups/${theirGroup}/messages`, { message: 'Grateful for you all' })).statusCode).toBe(201);
  for (const u of [member, partner]) {
    const agreed = await request(t, u.token).post('/community/agreement', {
      display_name: `Member ${u.id}`,
      age: 34,
      accept: true,
      aboveEighteen: true,
    });
    expect(agreed.statusCode).toBe(200);
  }
  const topic = await buildTopic(t);
  const thread = await buildThread(t, partner, topic.id);
  const reply = await buildReply(t, member, thread.id, 'Day 40 today');
  const partnerReply = await buildReply(t, partner, thread.id, 'Well done');
  expect(
    (await request(t, member.token).put(`/community/replies/${partnerReply.id}/reaction`, { reaction_type: 'Liked' })).statusCode,
  ).toBeLessThan(300);
  expect(
    (await request(t, partner.token).post(`/community/replies/${reply.id}/flag`, { reason: 'Too much detail' })).statusCode,
  ).toBeLessThan(300);
  const coachUserId = await buildCoachClient(t, coach, member);
  await buildNotification(t, member);
  // What no factory makes, written as the areas would.
  const [item] = await selectRows<{ id: number }>(t.db, sql`select id from lesson_items order by id limit 1`);
  await selectRows(
    t.db,
    sql`insert into lesson_item_progress (user_course_id, lesson_item_id, progress_status) values (${course.id}, ${item!.id}, 'completed')`,
  );
  const [panel] = await selectRows<{ id: number; lesson_item_id: number }>(
    t.db,
    sql`select id, lesson_item_id from item_panels order by id limit 1`,
  );
  if (panel)
    await selectRows(
      t.db,
      sql`insert into panel_answers (user_course_id, panel_id, lesson_item_id, answers) values (${course.id}, ${panel.id}, ${panel.lesson_item_id}, '{"a": "mine"}')`,
    );
  await selectRows(
    t.db,
    sql`insert into weekly_submissions (user_id, kind, answers, submitted_on, submitted_date) values (${member.id}, 'questions', '[]', now(), current_date)`,
  );
  await selectRows(
    t.db,
    sql`insert into device_tokens (user_id, token, platform, topics) values (${member.id}, ${`tok-${member.id}`}, 'android', '{}')`,
  );
  await selectRows(t.db, sql`insert into coach_notes (coach_user_id, note) values (${coachUserId}, 'Talked about the weekend')`);
  await selectRows(
    t.db,
    sql`insert into group_notes (group_id, member_id, author_id, title, note_type, content) values (${theirGroup}, ${membership}, ${leader.id}, 'Call', 'note', 'About him')`,
  );
  await t.ctx.accessLog.record({ viewer: partner.id, owner: member.id, kind: 'check_ins', via: 'partner', recordId: 1 });
  await t.ctx.accessLog.record({ viewer: member.id, owner: partner.id, kind: 'check_ins', via: 'partner', recordId: 2 });
  const avatar = await t.ctx.storage.put('avatars', 'png', Buffer.from('png'));
  await selectRows(t.db, sql`update profiles set profile_icon = ${avatar} where user_id = ${member.id}`);
  return { member, partner, leader, coach, theirGroup, reply, coachUserId, avatar, threadId: thread.id };
}

describe('erasing a member who used every area', () => {
  it('leaves no row naming them, keeps their words for the others as Deleted member, and deletes their files', async () => {
    const w = await memberOfEveryArea(app);
    const before = await stillNaming(app.db, w.member);
    // The setup reached the areas the scan covers.
    for (const table of [
      'checkins',
      'trigger_answers',
      'user_courses',
      'accountability_partners',
      'groups',
      'group_members',
      'community_replies',
      'community_reactions',
      'messages',
      'coach_users',
      'notifications',
      'device_tokens',
      'weekly_submissions',
      'access_log',
      'profiles',
    ])
      expect(
        before.some((c) => c.startsWith(`${table}.`)),
        table,
      ).toBe(true);

    const res = await request(app, w.member.token).post('/users/delete', { _method: 'delete', password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    await app.ctx.jobs.idle();

    expect(await stillNaming(app.db, w.member)).toEqual([]);
    // Notes others wrote about them went with the links they hung on.
    expect(await selectRows(app.db, sql`select id from coach_notes where coach_user_id = ${w.coachUserId}`)).toEqual([]);
    expect(await selectRows(app.db, sql`select id from group_notes where content = 'About him'`)).toEqual([]);
    // Their reply stays, with no author; its flag counts on; the moderators keep the flagged words for 90 days.
    const [reply] = await selectRows<{ user_id: number | null; reply_text: string }>(
      app.db,
      sql`select user_id, reply_text from community_replies where id = ${w.reply.id}`,
    );
    expect(reply).toMatchObject({ user_id: null });
    const evidence = await selectRows<{ subject: string; snapshot: { text: string; reasons: string[] }; days: number }>(
      app.db,
      sql`select subject, snapshot, round(extract(epoch from expires_at - created_at) / 86400)::int as days from erasure_evidence where reply_id = ${w.reply.id}`,
    );
    expect(evidence).toEqual([{ subject: 'reply', snapshot: { text: reply!.reply_text, reasons: ['Too much detail'] }, days: 90 }]);
    expect(
      Number(
        (await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from community_reactions where user_id is null`))[0]!.n,
      ),
    ).toBeGreaterThan(0);
    // The others read it on the thread as 'Deleted member', with no id.
    const replies = (await request(app, w.partner.token).get(`/community/threads/${w.threadId}/replies`)).json();
    expect(replies.items.find((r: { id: number }) => r.id === w.reply.id)).toMatchObject({
      user_id: 0,
      is_mine: false,
      user: { id: 0, name: t.deletedMember, profile_icon: null },
    });
    expect(JSON.stringify(replies)).not.toContain(`Member ${w.member.id}`);
    // The others still read their message, as 'Deleted member'.
    const chat = (await request(app, w.partner.token).get(`/groups/${w.theirGroup}/messages`)).json();
    expect(chat.items.find((i: { message: string }) => i.message === 'Grateful for you all')).toMatchObject({
      user: { id: 0, display_name: t.deletedMember },
    });
    // The avatar file was deleted by the job.
    expect(await app.ctx.storage.get(w.avatar)).toBeNull();
    // The coach was told.
    const told = (await request(app, w.coach.token).get('/notifications')).json().items.map((n: { title: string }) => n.title);
    expect(told).toContain(t.notices.clientGoneTitle);
  });

  it("erasing a coach ends their clients' links, tells them, and queues the provider customer's deletion", async () => {
    const coach = await buildCoach(app);
    const client: TestUser = await buildUser(app);
    const coachUserId = await buildCoachClient(app, coach, client);
    await selectRows(app.db, sql`update coaches set customer_id = 'dev_cus_erased' where id = ${coach.coachId}`);
    const res = await request(app, coach.token).post('/users/delete', { _method: 'delete', password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    const jobs = await selectRows<{ payload: unknown }>(app.db, sql`select payload from jobs where name = 'erasure.delete-customer'`);
    expect(jobs).toEqual([{ payload: { customerId: 'dev_cus_erased' } }]);
    await app.ctx.jobs.idle();
    expect(await selectRows(app.db, sql`select id from coach_users where id = ${coachUserId}`)).toEqual([]);
    const told = (await request(app, client.token).get('/notifications')).json().items.map((n: { title: string }) => n.title);
    expect(told).toContain(t.notices.coachGoneTitle);
  });
});
