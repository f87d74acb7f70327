/**
 * The drills' chat: members seeded in group conversations of the stack's database, each with a
 * socket that holds what it is told (by id, as the web does) and catches up through the API after a
 * reconnect, and a sender that retries an unanswered send with the same client_id (as the web does).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { API_PREFIX, REALTIME_RECONNECT_MS } from '@holdfast/shared/common';
import { messagingApiPaths, type Message, type MessagePage } from '@holdfast/shared/messaging';
import { openDatabase, selectRows } from '../src/platform/db/client';
import { seedPeople, seedToken } from '../bench/seed';

export interface Seeded {
  id: number;
  token: string;
  groupId: number;
  conversation: number;
}

/** `count` members in groups of `size` (the first of each owns it), each group's conversation, a token each. */
export async function seedMembers(databaseUrl: string, prefix: string, count: number, size: number): Promise<Seeded[]> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const db = database.db;
    const groups = Math.ceil(count / size);
    await seedPeople(db, prefix, count - 1, 'Drill', '1 year');
    const like = `${prefix}%`;
    await db.execute(sql`
      insert into groups (name, group_type, owner_id)
      select ${prefix}::text || ' group ' || g, 'standard', u.id from generate_series(0, ${groups - 1}) as g
      join users u on u.email = ${prefix}::text || (g * ${size}) || '@example.com' order by g`);
    await db.execute(sql`
      insert into group_members (group_id, user_id, role_type, request_status, is_sharing_data, accepted_at)
      select g.id, u.id, case when n.i % ${size} = 0 then 'owner' else 'member' end, 'accepted', false, now() - interval '1 year'
      from users u
      join lateral (select substring(u.email from ('^' || ${prefix}::text || '([0-9]+)@'))::int as i) n on true
      join (select id, row_number() over (order by id) - 1 as rn from groups where name like ${`${prefix} group %`}) g on g.rn = n.i / ${size}
      where u.email like ${like}`);
    await db.execute(sql`
      insert into conversations (kind, key, group_id) select 'group', 'group:' || id, id from groups where name like ${`${prefix} group %`} order by id`);
    const rows = await selectRows<{ id: number; conversation: number; group_id: number }>(
      db,
      sql`select u.id, c.id as conversation, gm.group_id from users u join group_members gm on gm.user_id = u.id
          join conversations c on c.group_id = gm.group_id where u.email like ${like} order by u.id`,
    );
    const members: Seeded[] = [];
    for (const r of rows)
      members.push({
        id: Number(r.id),
        token: await seedToken(db, Number(r.id), prefix),
        groupId: Number(r.group_id),
        conversation: Number(r.conversation),
      });
    return members;
  } finally {
    await database.close();
  }
}

/** A member's socket and what it holds. */
export class ChatMember {
  socket: Socket | null = null;
  /** The client_id of each message.created event, in arrival order (a repeat shows here). */
  readonly events: string[] = [];
  /** What the member's screen shows: each message once, by id. */
  readonly held = new Set<number>();
  /** Each drop and its reconnect: ms from the disconnect to the next connect. */
  readonly reconnects: number[] = [];
  /** Messages fetched by a catch-up after a reconnect. */
  caughtUp = 0;
  /** Failed connection attempts by their error. */
  readonly connectErrors = new Map<string, number>();
  /** A catch-up gave up (its pages kept failing for 30 s). */
  catchUpFailed = false;
  private droppedAt: number | null = null;
  private catchingUp: Promise<void> = Promise.resolve();
  /** Live events with when they arrived (drill 3 reads them). */
  onMessage: ((message: Message) => void) | null = null;

  constructor(
    readonly seeded: Seeded,
    readonly base: string,
  ) {}

  get chatUrl() {
    return `${this.base}${API_PREFIX}/${messagingApiPaths.groupChat(this.seeded.groupId)}`;
  }

  /** Connects (websocket, reconnecting every REALTIME_RECONNECT_MS as the web client does); resolves on the first connect. */
  connect(opts: { reconnection?: boolean } = {}) {
    const socket = io(this.base, {
      auth: { token: this.seeded.token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: opts.reconnection ?? true,
      reconnectionDelay: REALTIME_RECONNECT_MS,
      reconnectionDelayMax: REALTIME_RECONNECT_MS,
    });
    this.socket = socket;
    socket.on('message.created', ({ message }: { message: Message }) => {
      if (message.conversation_id !== this.seeded.conversation) return;
      this.events.push(message.client_id ?? String(message.id));
      this.held.add(message.id);
      this.onMessage?.(message);
    });
    // The last id held when the socket dropped: live events after the reconnect may come before the catch-up runs.
    let heldAtDrop = 0;
    socket.on('disconnect', () => {
      this.droppedAt = performance.now();
      heldAtDrop = this.lastId();
    });
    socket.on('connect_error', (error) => {
      const why = error.message.slice(0, 60);
      this.connectErrors.set(why, (this.connectErrors.get(why) ?? 0) + 1);
    });
    let first = true;
    socket.on('connect', () => {
      if (first) return void (first = false);
      if (this.droppedAt !== null) this.reconnects.push(performance.now() - this.droppedAt);
      this.droppedAt = null;
      // Events sent while the socket was away were not heard: fetch what came after the last id held then.
      const from = heldAtDrop;
      this.catchingUp = this.catchingUp.then(() => this.catchUp(from)).catch(() => void (this.catchUpFailed = true));
    });
    return new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  }

  get connected() {
    return this.socket?.connected ?? false;
  }

  /** Waits for a catch-up under way. */
  settled() {
    return this.catchingUp;
  }

  lastId() {
    let last = 0;
    for (const id of this.held) if (id > last) last = id;
    return last;
  }

  async catchUp(from = this.lastId()) {
    let after = from;
    for (;;) {
      const res = await fetch(`${this.chatUrl}?after_id=${after}&perPage=100`, {
        headers: { authorization: `Bearer ${this.seeded.token}` },
      });
      if (res.status !== 200) throw new Error(`catch-up answered ${res.status}`);
      const page = (await res.json()) as MessagePage;
      for (const m of page.items) {
        if (!this.held.has(m.id)) this.caughtUp += 1;
        this.held.add(m.id);
        after = Math.max(after, m.id);
      }
      if (!page.has_more) return;
    }
  }

  close() {
    this.socket?.close();
  }
}

export interface Acked {
  id: number;
  clientId: string;
  conversation: number;
  from: number;
  /** Sent more than once before the answer (a retry with the same client_id). */
  retried: boolean;
  /** performance.now() when the answer came. */
  ackedAt: number;
}

/**
 * POSTs a message, and again with the same client_id after each failure (no answer, 502/503)
 * until `deadline`; answers the acknowledged message, or null when none came in time.
 */
export async function sendWithRetry(
  member: ChatMember,
  text: string,
  deadline: number,
  onAttempt?: (clientId: string, attempt: number) => void,
  onFailure?: (why: string) => void,
): Promise<Acked | null> {
  const clientId = randomUUID();
  let attempts = 0;
  while (Date.now() < deadline) {
    attempts += 1;
    onAttempt?.(clientId, attempts);
    try {
      const res = await fetch(member.chatUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.seeded.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: text, client_id: clientId }),
        signal: AbortSignal.timeout(5000),
      });
      if (res.status === 201) {
        const { item } = (await res.json()) as { item: Message };
        return {
          id: item.id,
          clientId,
          conversation: member.seeded.conversation,
          from: member.seeded.id,
          retried: attempts > 1,
          ackedAt: performance.now(),
        };
      }
      onFailure?.(String(res.status));
      await res.arrayBuffer();
    } catch (error) {
      // No answer: the copy died or the connection dropped; send again.
      onFailure?.((error as Error).name === 'TimeoutError' ? 'timeout' : 'no answer');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

export const quantile = (values: number[], q: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

export async function until(ok: () => boolean, ms: number) {
  const started = Date.now();
  while (!ok()) {
    if (Date.now() - started > ms) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}
