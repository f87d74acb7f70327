import { addDays, localDateOf } from '@holdfast/shared/check-ins';
import { AUTO_EXPIRY_CRON, type ExpiryDays } from '@holdfast/shared/privacy';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { jobName } from '../../platform/jobs/jobs';
import { canKeepCheckIns } from './check-ins.policy';
import { memberOffset } from './member-offset';
import * as repo from './expiry.repository';

/**
 * The erasure ledger (ids only) that a restored backup re-applies before it serves traffic. The
 * erasure area owns it (`recordErasure(tx, { kind, userId, ids })` of modules/erasure); the expiry
 * takes it as a dependency so it writes each expiry in the transaction that erases.
 */
export interface ErasureLedger {
  recordErasure(tx: Db, entry: { kind: ExpiryLedgerKind; userId: number; ids: readonly number[] }): Promise<void>;
}

/** What an expiry erased, as the ledger names it: the details of crash reports, the notes of check-ins (the rows stay). */
export const EXPIRY_LEDGER_KINDS = ['crash_report_details', 'check_in_notes'] as const;
export type ExpiryLedgerKind = (typeof EXPIRY_LEDGER_KINDS)[number];

/** The table each kind's ids are of, as the erasure ledger keeps them (`ids: { trigger_answers: [...] }`). */
export const EXPIRY_LEDGER_TABLES: Record<ExpiryLedgerKind, string> = {
  crash_report_details: 'trigger_answers',
  check_in_notes: 'checkins',
};

/**
 * The daily auto-expiry (issue 38), one occurrence a day (AUTO_EXPIRY_CRON, UTC); each member's
 * days are counted in their own calendar (the offset their streaks go by), not UTC's.
 */
export const JOB_AUTO_EXPIRY = jobName<Record<string, never>>('check-ins.auto-expiry');

export interface ExpiryResult {
  check_ins: number;
  crash_reports: number;
}

/**
 * Auto-expiry of a member's own records: their choice (30, 90 or 365 days; none by default) and the
 * daily job that erases the details of crash reports and the notes of check-ins older than that,
 * keeping the day, the zone and the FASTER stage. Each member's expiry is one transaction with its
 * ledger entries.
 */
export function createExpiryService(ctx: AppContext, deps: { ledger: ErasureLedger }) {
  /** The records of `userId` from before `asOf - afterDays` (`asOf`: the member's today) lose their details (and the ledger says which). */
  async function expireFor(userId: number, afterDays: number, asOf: string): Promise<ExpiryResult> {
    const before = addDays(asOf, -afterDays);
    return ctx.db.transaction(async (tx) => {
      const crashes = await repo.eraseCrashReportDetails(tx, userId, before);
      const checkIns = await repo.eraseCheckInNotes(tx, userId, before);
      if (crashes.length) await deps.ledger.recordErasure(tx, { kind: 'crash_report_details', userId, ids: crashes });
      if (checkIns.length) await deps.ledger.recordErasure(tx, { kind: 'check_in_notes', userId, ids: checkIns });
      return { check_ins: checkIns.length, crash_reports: crashes.length };
    });
  }

  /**
   * Every member's expiry (or one member's) as of their own day: `asOf` gives each member's today,
   * from their choice row (with the offset they last sent, null when none).
   */
  async function expireAll(asOf: (choice: { userId: number; keptOffset: number | null }) => Promise<string>, userId?: number) {
    const total: ExpiryResult = { check_ins: 0, crash_reports: 0 };
    for (const choice of await repo.listExpiryChoices(ctx.db, userId)) {
      const done = await expireFor(choice.userId, choice.afterDays, await asOf(choice));
      total.check_ins += done.check_ins;
      total.crash_reports += done.crash_reports;
    }
    return total;
  }

  ctx.jobs.define(
    JOB_AUTO_EXPIRY,
    async (_payload, job) => {
      // The queue's clock (runDue(now) in tests), read as each member's own day: "after 30 days" is
      // 30 of their days (a member at UTC+13 starts a day 13 hours before UTC does, one at UTC-10
      // 10 hours after). A second run finds nothing left to erase.
      const done = await expireAll(async (c) => localDateOf(job.now, await memberOffset(ctx.db, c.userId, job.now, c.keptOffset)));
      if (done.check_ins || done.crash_reports) ctx.log.info({ expiry: done }, 'auto-expiry erased details');
      // After every run, whatever it erased: a retry of a run whose members' expiries committed
      // before it failed finds nothing left to erase, and their ledger lines must still reach the file.
      await ctx.events.emit(ctx.db, 'check-ins.expiry-ran', done);
    },
    { retries: 3, backoffMs: 60_000 },
  );

  return {
    /** The member's choice in days (null: never). */
    async choice(actor: Actor): Promise<ExpiryDays | null> {
      assertCan(canKeepCheckIns(actor));
      return (await repo.findExpiryDays(ctx.db, actor.userId)) as ExpiryDays | null;
    },

    async setChoice(actor: Actor, days: ExpiryDays | null, db: Db = ctx.db) {
      assertCan(canKeepCheckIns(actor));
      await repo.saveExpiryDays(db, actor.userId, days);
    },

    /** The caller's own expiry as if today were `asOf` (the dev-only route; the job runs everyone's). */
    async runOwnAsOf(actor: Actor, asOf: string): Promise<ExpiryResult> {
      assertCan(canKeepCheckIns(actor));
      return expireAll(async () => asOf, actor.userId);
    },
  };
}
export type ExpiryService = ReturnType<typeof createExpiryService>;

/** Queues the daily expiry (on every start; idempotent across restarts and copies). */
export async function scheduleExpiry(ctx: AppContext) {
  await ctx.jobs.schedule(JOB_AUTO_EXPIRY, AUTO_EXPIRY_CRON, {});
}
