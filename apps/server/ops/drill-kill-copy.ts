/**
 * Drill 1: one of two copies is killed with SIGKILL while members chat through the proxy. Every
 * message acknowledged to its sender must be stored once and held by every other member of its
 * conversation (live, or fetched after the reconnect), no live event may arrive twice (but a
 * retried send's, which the server tells again), and every dropped socket must be back within 5 s.
 */
import pg from 'pg';
import type { Stack } from './stack';
import { ChatMember, quantile, seedMembers, sendWithRetry, until, type Acked } from './chat-members';
import type { DrillResult } from './drill-result';

export interface KillCopyOptions {
  sockets: number;
  /** Messages a second, over all members. */
  rate: number;
  seconds: number;
  /** When the copy is killed, seconds after the sends began. */
  killAt: number;
}

const GROUP_SIZE = 10;
const RECONNECT_LIMIT_MS = 5000;

const connectErrorsOf = (members: ChatMember[]) => {
  const all = new Map<string, number>();
  for (const m of members) for (const [why, n] of m.connectErrors) all.set(why, (all.get(why) ?? 0) + n);
  return [...all].map(([why, n]) => `${why}×${n}`).join(' ') || 'none';
};

export async function drillKillCopy(stack: Stack, o: KillCopyOptions): Promise<DrillResult> {
  const failures: string[] = [];
  const seeded = await seedMembers(stack.databaseUrl, 'drillkill', o.sockets, GROUP_SIZE);
  const members = seeded.map((s) => new ChatMember(s, stack.url));
  for (let i = 0; i < members.length; i += 50) await Promise.all(members.slice(i, i + 50).map((m) => m.connect()));
  const byConversation = new Map<number, ChatMember[]>();
  for (const m of members) byConversation.set(m.seeded.conversation, [...(byConversation.get(m.seeded.conversation) ?? []), m]);
  const conversations = [...byConversation.values()];

  const acked: Acked[] = [];
  /** Sends made more than once (same client_id): the server tells the chat again on each, by design. */
  const retried = new Set<string>();
  const failedAs = new Map<string, number>();
  let unacked = 0;
  let attempts = 0;
  const total = o.rate * o.seconds;
  const t0 = performance.now();
  const sends: Promise<void>[] = [];
  let killedAt = 0;
  const victim = stack.copies[0]!;
  const kill = new Promise<void>((resolve) =>
    setTimeout(() => {
      killedAt = performance.now();
      void victim.kill('SIGKILL').then(resolve);
    }, o.killAt * 1000),
  );
  for (let k = 0; k < total; k++) {
    const wait = t0 + (k * 1000) / o.rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    // Conversation k in turn; its members take turns to speak.
    const conversation = conversations[k % conversations.length]!;
    const from = conversation[Math.floor(k / conversations.length) % conversation.length]!;
    sends.push(
      sendWithRetry(
        from,
        `Drill message ${k}`,
        Date.now() + 20_000,
        (clientId, attempt) => {
          attempts += 1;
          if (attempt > 1) retried.add(clientId);
        },
        (why) => failedAs.set(why, (failedAs.get(why) ?? 0) + 1),
      ).then((a) => (a ? void acked.push(a) : void (unacked += 1))),
    );
  }
  await Promise.all(sends);
  await kill;
  const sendSeconds = (performance.now() - t0) / 1000;

  // Everyone back and caught up, then the last live events given time to land.
  const reconnected = await until(() => members.every((m) => m.connected), 15_000);
  if (!reconnected) failures.push(`${members.filter((m) => !m.connected).length} sockets never reconnected`);
  await Promise.all(members.map((m) => m.settled()));
  const missingFor = () => {
    let missing = 0;
    for (const a of acked)
      for (const m of byConversation.get(a.conversation)!) if (m.seeded.id !== a.from && !m.held.has(a.id)) missing += 1;
    return missing;
  };
  await until(() => missingFor() === 0, 5000);
  const missing = missingFor();

  // Stored once each, under the id its sender was told.
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ client_id: string; ids: number[] }>(
    `select client_id, array_agg(id order by id) as ids from messages where client_id = any($1) group by client_id`,
    [acked.map((a) => a.clientId)],
  );
  await client.end();
  const stored = new Map(rows.map((r) => [r.client_id, r.ids.map(Number)]));
  const lost = acked.filter((a) => !stored.has(a.clientId)).length;
  const twice = acked.filter((a) => (stored.get(a.clientId)?.length ?? 0) > 1).length;
  const wrongId = acked.filter((a) => stored.get(a.clientId)?.[0] !== a.id).length;
  let repeats = 0;
  for (const m of members) {
    const seen = new Set<string>();
    for (const id of m.events) {
      if (seen.has(id) && !retried.has(id)) repeats += 1;
      seen.add(id);
    }
  }
  const reconnects = members.flatMap((m) => m.reconnects);
  const dropped = members.filter((m) => m.reconnects.length > 0).length;
  const p99 = quantile(reconnects, 0.99);
  const caughtUp = members.reduce((sum, m) => sum + m.caughtUp, 0);

  if (unacked) failures.push(`${unacked} sends never acknowledged within 20 s of retrying`);
  if (lost) failures.push(`${lost} acknowledged messages not stored`);
  if (twice) failures.push(`${twice} messages stored twice`);
  if (wrongId) failures.push(`${wrongId} messages stored under another id than acknowledged`);
  if (missing) failures.push(`${missing} deliveries missing (acknowledged messages a member never held)`);
  if (repeats) failures.push(`${repeats} live events arrived twice`);
  const gaveUp = members.filter((m) => m.catchUpFailed).length;
  if (gaveUp) failures.push(`${gaveUp} members' catch-up after reconnecting kept failing for 30 s`);
  if (!dropped) failures.push('no socket was dropped by the kill (were they all on the other copy?)');
  if (!(Math.max(...reconnects) <= RECONNECT_LIMIT_MS))
    failures.push(`slowest reconnect ${Math.max(...reconnects).toFixed(0)} ms > 5000 ms`);

  for (const m of members) m.close();
  // The killed copy comes back, so the next drill has two.
  await victim.restart();
  await until(() => stack.upstreams().every((u) => u.up), 10_000);
  return {
    name: 'kill -9 one of two copies while chatting',
    ok: failures.length === 0,
    failures,
    figures: {
      sockets: members.length,
      'messages/s': o.rate,
      'send seconds': sendSeconds.toFixed(1),
      'killed at s': ((killedAt - t0) / 1000).toFixed(1),
      acknowledged: acked.length,
      'send attempts': attempts,
      'retried sends': retried.size,
      'failed attempts by answer': [...failedAs].map(([k, n]) => `${k}×${n}`).join(' ') || 'none',
      'sockets dropped': dropped,
      'reconnect p50 ms': quantile(reconnects, 0.5).toFixed(0),
      'reconnect p99 ms': p99.toFixed(0),
      'reconnect max ms': Math.max(...reconnects).toFixed(0),
      'failed reconnect attempts by error': connectErrorsOf(members),
      'fetched after reconnect': caughtUp,
      'deliveries expected': acked.reduce((sum, a) => sum + byConversation.get(a.conversation)!.length - 1, 0),
      missing,
      'live repeats': repeats,
    },
  };
}
