/**
 * Drill 2: PostgreSQL connections lost under a write burst. The shared server cannot be restarted,
 * so the stack's database refuses new connections (ALLOW_CONNECTIONS false) and every connection to
 * it is terminated (pg_terminate_backend) again and again for `outageMs` while writers post
 * messages through the proxy. Every acknowledged write must be
 * in the database afterwards, each copy's /readyz must say degraded (503) during the loss and
 * ready after it, and a write through the proxy must succeed again within 30 s.
 */
import pg from 'pg';
import type { Stack } from './stack';
import { ChatMember, seedMembers, sendWithRetry, type Acked } from './chat-members';
import type { DrillResult } from './drill-result';

export interface PostgresOptions {
  writers: number;
  /** How long the connections are killed, ms. */
  outageMs: number;
  /** Writing before and after the outage, ms each. */
  aroundMs: number;
}

const BACK_WITHIN_MS = 30_000;

export async function drillPostgres(stack: Stack, o: PostgresOptions): Promise<DrillResult> {
  const failures: string[] = [];
  const seeded = await seedMembers(stack.databaseUrl, 'drillpg', o.writers, 5);
  const writers = seeded.map((s) => new ChatMember(s, stack.url));
  const dbName = new URL(stack.databaseUrl).pathname.slice(1);

  // Each copy's /readyz, straight to the copy, every 50 ms.
  const statuses = stack.copies.map(() => [] as { at: number; answeredAt: number; status: number }[]);
  let probing = true;
  const probes = stack.copies.map(async (c, i) => {
    while (probing) {
      const at = performance.now();
      const status = await fetch(`${c.base}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      );
      statuses[i]!.push({ at, answeredAt: performance.now(), status });
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  const acked: Acked[] = [];
  let unacked = 0;
  let attempts = 0;
  let writing = true;
  const t0 = performance.now();
  // Each writer posts one message after another (retrying each until answered) until told to stop.
  const loops = writers.map(async (w, i) => {
    for (let n = 0; writing; n++) {
      const a = await sendWithRetry(w, `Write ${i}-${n}`, Date.now() + BACK_WITHIN_MS + 10_000, () => void (attempts += 1));
      if (a) acked.push(a);
      else unacked += 1;
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  await new Promise((r) => setTimeout(r, o.aroundMs));
  const admin = new pg.Client({ connectionString: stack.databaseUrl.replace(`/${dbName}`, '/postgres') });
  await admin.connect();
  const outageStart = performance.now();
  const ackedBefore = acked.length;
  let terminated = 0;
  // New connections refused as well while it lasts (a server restarting refuses them): otherwise the
  // pools reconnect within milliseconds and the loss is too short to see.
  await admin.query(`alter database ${dbName} allow_connections false`);
  try {
    while (performance.now() - outageStart < o.outageMs) {
      const { rows } = await admin.query<{ n: number }>(
        `select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [dbName],
      );
      terminated += rows[0]!.n;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await admin.query(`alter database ${dbName} allow_connections true`);
  }
  const outageEnd = performance.now();
  await admin.end();
  const ackedDuring = acked.length - ackedBefore;

  // Back: the first write acknowledged after the outage, and each copy's first 200 after it.
  const firstWrite = await new Promise<number | null>((resolve) => {
    const started = Date.now();
    const check = () => {
      const after = acked.find((a) => a.ackedAt > outageEnd);
      if (after) return resolve(after.ackedAt - outageEnd);
      if (Date.now() - started > BACK_WITHIN_MS) return resolve(null);
      setTimeout(check, 20);
    };
    check();
  });
  await new Promise((r) => setTimeout(r, o.aroundMs));
  writing = false;
  await Promise.all(loops);
  probing = false;
  await Promise.all(probes);

  // A probe asked during the outage (or answered in it) said 503.
  const degraded = statuses.map((s) => s.some((p) => p.answeredAt >= outageStart && p.at <= outageEnd && p.status === 503));
  const answersDuring = statuses.map((s) => {
    const counts = new Map<string, number>();
    for (const p of s.filter((p) => p.answeredAt >= outageStart && p.at <= outageEnd)) {
      const key = p.status === 0 ? 'none' : String(p.status);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([k, n]) => `${k}×${n}`).join(' ') || 'none asked';
  });
  const readyAfter = statuses.map((s) => s.find((p) => p.at > outageEnd && p.status === 200)?.at ?? null);
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ client_id: string; n: number }>(
    `select client_id, count(*)::int as n from messages where client_id = any($1) group by client_id`,
    [acked.map((a) => a.clientId)],
  );
  await client.end();
  const stored = new Map(rows.map((r) => [r.client_id, r.n]));
  const lost = acked.filter((a) => !stored.has(a.clientId)).length;
  const twice = rows.filter((r) => r.n > 1).length;

  if (lost) failures.push(`${lost} acknowledged writes not in the database`);
  if (twice) failures.push(`${twice} writes stored twice`);
  if (unacked) failures.push(`${unacked} writes never acknowledged`);
  degraded.forEach((d, i) => d || failures.push(`copy ${i + 1}'s /readyz never answered 503 during the outage`));
  readyAfter.forEach((r, i) => r === null && failures.push(`copy ${i + 1}'s /readyz never answered 200 after the outage`));
  if (firstWrite === null) failures.push('no write acknowledged within 30 s of the outage');
  stack.copies.forEach((c, i) => c.alive() || failures.push(`copy ${i + 1} died; its last output:\n${c.output().slice(-3000)}`));
  const seconds = (ms: number | null) => (ms === null ? '–' : (ms / 1000).toFixed(2));
  return {
    name: 'PostgreSQL connections terminated under a write burst',
    ok: failures.length === 0,
    failures,
    figures: {
      writers: writers.length,
      'outage s': seconds(outageEnd - outageStart),
      'backends terminated': terminated,
      'writes acknowledged': acked.length,
      'of them during the outage': ackedDuring,
      'send attempts': attempts,
      'retried writes': acked.filter((a) => a.retried).length,
      lost,
      'readyz answers during the outage (per copy)': answersDuring.join(' / '),
      'readyz 200 again after s (per copy)': readyAfter.map((r) => seconds(r === null ? null : r - outageEnd)).join('/'),
      'first write after s': seconds(firstWrite),
      'total s': seconds(performance.now() - t0),
    },
  };
}
