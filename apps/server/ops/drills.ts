/**
 * `npm run drill`: the failover drills on a stack of two copies (ops/stack.ts), one after the other,
 * each bounded in time and printing its figures; exits 1 when a drill's condition failed.
 * `npm run drill -- --short` runs them shortened (the test's form); `--source` runs the copies from
 * the sources instead of the built bundle; `--only=kill|postgres|redis` runs one; DRILL_SOCKETS and
 * DRILL_RATE size the first drill.
 *
 *   1. kill -9 one copy while members chat (full: 500 sockets, 100 messages/s; short: 60, 20/s);
 *   2. PostgreSQL connections terminated for 2 s under a write burst;
 *   3. the copies' Redis connections killed for 2 s while members chat on both copies.
 */
import { fileURLToPath } from 'node:url';
import { drillKillCopy, type KillCopyOptions } from './drill-kill-copy';
import { drillPostgres, type PostgresOptions } from './drill-postgres';
import { drillRedis, type RedisOptions } from './drill-redis';
import type { DrillResult } from './drill-result';
import { startStack, type Stack } from './stack';

interface DrillPlan {
  killCopy: KillCopyOptions;
  postgres: PostgresOptions;
  redis: RedisOptions;
}

export const FULL: DrillPlan = {
  killCopy: { sockets: 500, rate: 100, seconds: 30, killAt: 10 },
  postgres: { writers: 40, outageMs: 2000, aroundMs: 3000 },
  redis: { members: 40, rate: 20, outageMs: 2000, aroundMs: 3000 },
};

export const SHORT: DrillPlan = {
  killCopy: { sockets: 60, rate: 20, seconds: 10, killAt: 3 },
  postgres: { writers: 10, outageMs: 2000, aroundMs: 1500 },
  redis: { members: 8, rate: 10, outageMs: 2000, aroundMs: 1500 },
};

/** Runs the three drills on `stack` in turn (each leaves two copies running for the next). */
export async function runDrills(stack: Stack, plan: DrillPlan, report: (r: DrillResult) => void = printResult, only?: string) {
  const results: DrillResult[] = [];
  for (const [key, name, drill] of [
    ['kill', 'kill -9 one of two copies while chatting', () => drillKillCopy(stack, plan.killCopy)],
    ['postgres', 'PostgreSQL connections terminated under a write burst', () => drillPostgres(stack, plan.postgres)],
    ['redis', 'Redis connections killed while chatting', () => drillRedis(stack, plan.redis)],
  ] as const) {
    if (only && only !== key) continue;
    // A copy a drill left dead (its failure says so) is started again, so the next drill has two.
    for (const c of stack.copies) if (!c.alive()) await c.restart();
    const result = await drill().catch((error: Error): DrillResult => ({
      name,
      ok: false,
      failures: [`the drill failed: ${error.stack ?? error.message}`],
      figures: {},
    }));
    report(result);
    results.push(result);
  }
  return results;
}

export function printResult(r: DrillResult) {
  console.log(`\n${r.ok ? 'PASSED' : 'FAILED'}: ${r.name}`);
  console.log('| figure | value |\n|---|---|');
  for (const [k, v] of Object.entries(r.figures)) console.log(`| ${k} | ${v} |`);
  for (const f of r.failures) console.log(`  - ${f}`);
}

async function main() {
  const args = process.argv.slice(2);
  const short = args.includes('--short');
  const started = Date.now();
  const stack = await startStack({ source: args.includes('--source'), label: 'drill' });
  let results: DrillResult[];
  try {
    console.log(`stack at ${stack.url}; ${short ? 'short' : 'full'} drills, ${new Date().toISOString()}`);
    const plan = short ? SHORT : FULL;
    // A smaller first drill for a busy machine (DRILL_SOCKETS, DRILL_RATE messages/s).
    const killCopy = {
      ...plan.killCopy,
      sockets: Number(process.env.DRILL_SOCKETS ?? plan.killCopy.sockets),
      rate: Number(process.env.DRILL_RATE ?? plan.killCopy.rate),
    };
    results = await runDrills(stack, { ...plan, killCopy }, printResult, args.find((a) => a.startsWith('--only='))?.slice(7));
  } finally {
    await stack.stop();
  }
  const failed = results.filter((r) => !r.ok);
  console.log(`\n${results.length - failed.length} of ${results.length} drills passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(failed.length ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
