/**
 * Drill 3: the copies lose Redis. The shared Redis is neither restarted nor flushed: the copies'
 * own connections to it (found through /proc: the sockets each copy's process holds to the Redis
 * port) are closed with CLIENT KILL, again and again for `outageMs`, while members chat with
 * sockets straight on each copy. Chat must keep working within each copy throughout (every send
 * acknowledged, every member on the sender's copy told), and across copies once the connections
 * are back: every message sent after the recovery reaches the members on the other copy.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Redis } from 'ioredis';
import type { Stack } from './stack';
import { ChatMember, seedMembers, sendWithRetry, type Acked } from './chat-members';
import type { DrillResult } from './drill-result';

export interface RedisOptions {
  members: number;
  /** Messages a second, over all members. */
  rate: number;
  outageMs: number;
  /** Chatting before and after the outage, ms each. */
  aroundMs: number;
}

const GROUP_SIZE = 4;
const RECOVERY_LIMIT_MS = 10_000;

/** The local addresses (ip:port) of the TCP connections process `pid` holds to `port`, from /proc. */
export function connectionsTo(pid: number, port: number): string[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]!);
    } catch {
      /* closed meanwhile */
    }
  }
  const found: string[] = [];
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const line of readFileSync(`/proc/${pid}/net/tcp`, 'utf8').split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    if (f.length < 10 || !f[2]!.endsWith(`:${hexPort}`) || f[3] !== '01' || !inodes.has(f[9]!)) continue; // 01: established
    const [ip, lport] = f[1]!.split(':') as [string, string];
    const bytes = ip
      .match(/../g)!
      .map((h) => parseInt(h, 16))
      .reverse();
    found.push(`${bytes.join('.')}:${parseInt(lport, 16)}`);
  }
  return found;
}

export async function drillRedis(stack: Stack, o: RedisOptions): Promise<DrillResult> {
  const failures: string[] = [];
  const redisPort = Number(new URL(stack.redisUrl).port || 6379);
  const seeded = await seedMembers(stack.databaseUrl, 'drillredis', o.members, GROUP_SIZE);
  // Member i straight on copy i % 2: every conversation has members on both.
  const copyOf = new Map<number, number>();
  const members = seeded.map((s, i) => {
    copyOf.set(s.id, i % stack.copies.length);
    return new ChatMember(s, stack.copies[i % stack.copies.length]!.base);
  });
  const arrived = new Map<number, Map<number, number>>(); // message id -> member id -> when
  for (const m of members) {
    m.onMessage = (message) => {
      const byMember = arrived.get(message.id) ?? new Map<number, number>();
      byMember.set(m.seeded.id, performance.now());
      arrived.set(message.id, byMember);
    };
    await m.connect();
  }
  const byConversation = new Map<number, ChatMember[]>();
  for (const m of members) byConversation.set(m.seeded.conversation, [...(byConversation.get(m.seeded.conversation) ?? []), m]);
  const conversations = [...byConversation.values()];

  const sent: (Acked & { sentAt: number })[] = [];
  let unacked = 0;
  let chatting = true;
  const sender = (async () => {
    const pending: Promise<void>[] = [];
    for (let k = 0; chatting; k++) {
      const conversation = conversations[k % conversations.length]!;
      const from = conversation[Math.floor(k / conversations.length) % conversation.length]!;
      const sentAt = performance.now();
      pending.push(
        sendWithRetry(from, `Redis drill ${k}`, Date.now() + 20_000).then((a) =>
          a ? void sent.push({ ...a, sentAt }) : void (unacked += 1),
        ),
      );
      await new Promise((r) => setTimeout(r, 1000 / o.rate));
    }
    await Promise.all(pending);
  })();

  await new Promise((r) => setTimeout(r, o.aroundMs));
  const admin = new Redis(stack.redisUrl, { maxRetriesPerRequest: 1 });
  const outageStart = performance.now();
  let killed = 0;
  while (performance.now() - outageStart < o.outageMs) {
    for (const c of stack.copies)
      for (const addr of connectionsTo(c.pid, redisPort)) killed += Number(await admin.client('KILL', 'ADDR', addr).catch(() => 0));
    await new Promise((r) => setTimeout(r, 100));
  }
  const outageEnd = performance.now();
  admin.disconnect();
  await new Promise((r) => setTimeout(r, o.aroundMs));
  chatting = false;
  await sender;
  await new Promise((r) => setTimeout(r, 1000)); // the last events' flight

  const recipients = (a: Acked, sameCopy: boolean) =>
    byConversation
      .get(a.conversation)!
      .filter((m) => m.seeded.id !== a.from && (copyOf.get(m.seeded.id) === copyOf.get(a.from)) === sameCopy);
  const delivered = (a: Acked, m: ChatMember) => arrived.get(a.id)?.has(m.seeded.id) ?? false;
  // Within a copy: every message, before, during and after the outage.
  const sameMissing = sent.reduce((n, a) => n + recipients(a, true).filter((m) => !delivered(a, m)).length, 0);
  // Across copies: recovered from the first message sent after the outage whose every cross-copy delivery
  // arrived, with none missing after it.
  const after = sent.filter((a) => a.sentAt >= outageEnd).sort((x, y) => x.sentAt - y.sentAt);
  const crossComplete = (a: Acked) => recipients(a, false).every((m) => delivered(a, m));
  let lastIncomplete = -1;
  after.forEach((a, i) => crossComplete(a) || (lastIncomplete = i));
  const recovered = after[lastIncomplete + 1];
  const recoveryMs = recovered ? recovered.sentAt - outageEnd : null;
  const during = sent.filter((a) => a.sentAt >= outageStart && a.sentAt < outageEnd);
  const crossLostDuring = during.reduce((n, a) => n + recipients(a, false).filter((m) => !delivered(a, m)).length, 0);
  const crossExpectedDuring = during.reduce((n, a) => n + recipients(a, false).length, 0);
  const connectionsNow = stack.copies.map((c) => connectionsTo(c.pid, redisPort).length);

  if (!killed) failures.push('no Redis connection of the copies was found to kill');
  if (unacked) failures.push(`${unacked} sends never acknowledged`);
  if (sameMissing) failures.push(`${sameMissing} deliveries within a copy missing`);
  if (!during.length) failures.push('no message was sent during the outage');
  if (recoveryMs === null || recoveryMs > RECOVERY_LIMIT_MS)
    failures.push(`messages across copies not delivered again within ${RECOVERY_LIMIT_MS / 1000} s of the outage`);
  for (const m of members) m.close();
  const seconds = (ms: number | null) => (ms === null ? '–' : (ms / 1000).toFixed(2));
  return {
    name: 'Redis connections killed while chatting',
    ok: failures.length === 0,
    failures,
    figures: {
      members: members.length,
      'messages/s': o.rate,
      'outage s': seconds(outageEnd - outageStart),
      'connections killed': killed,
      'Redis connections per copy after': connectionsNow.join('/'),
      'messages acknowledged': sent.length,
      'of them during the outage': during.length,
      'within-copy deliveries missing': sameMissing,
      'cross-copy deliveries lost during the outage (of expected)': `${crossLostDuring} (${crossExpectedDuring})`,
      'recovered across copies after s': seconds(recoveryMs),
    },
  };
}
