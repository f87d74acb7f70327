import { erasureTexts as t, type DeleteAccountInput } from '@holdfast/shared/erasure';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { NotFoundError, ValidationError } from '../../platform/http/errors';
import { jobName } from '../../platform/jobs/jobs';
import { createCoachBillingProvider } from '../../platform/payments/coach-billing';
import { createPaymentProvider } from '../../platform/payments/payments';
import { adminPeopleTexts, type EraseOnRequestInput } from '@holdfast/shared/admin';
import { deleteUser, findUserById, insertAuditEntry, listRoleNames, lockAccount, verifyPassword } from '../accounts';
import { notificationsOf } from '../notifications';
import type { AccountErasing, CustomerProvider, ErasureNotice, EvidenceItem } from './erasure.events';
import { canEraseOnRequest, canEraseOwnAccount } from './erasure.policy';
import * as repo from './erasure.repository';
import type { ErasureKind } from './erasure.table';
import { eraseMailTo } from '../../platform/mail/mail.repository';

/** Stored files of an erased account (avatars, coach resources), deleted after the erasure commits. */
export const JOB_DELETE_FILES = jobName<{ keys: string[] }>('erasure.delete-files');
/** A customer at the payment provider (coach billing's, or with `provider: 'payments'` a course purchase's), deleted after the erasure commits. */
export const JOB_DELETE_CUSTOMER = jobName<{ customerId: string; provider?: 'payments' }>('erasure.delete-customer');
/** Daily: moderation evidence past its 90 days goes. */
export const JOB_EXPIRE_EVIDENCE = jobName<Record<string, never>>('erasure.expire-evidence');

/** Moderation evidence of an erased account is kept this long (docs/areas/erasure.md). */
export const EVIDENCE_RETENTION_DAYS = 90;

/** How a restored backup erases again the records of a ledger kind other than 'account' (auto-expiry registers its own). */
export type LedgerReapplier = (tx: Db, entry: repo.LedgerEntry) => Promise<void>;

/**
 * Writes one line of the erasure ledger (ids only) in the caller's transaction: every erasure does,
 * so a restored backup can be erased again (`reapplyErasureLedger`). Auto-expiry calls it with its
 * own kind and the ids of the records whose details it erased, by table:
 * `recordErasure(tx, { kind: 'auto-expiry', userId, ids: { trigger_answers: [4, 9] } })`.
 */
export async function recordErasure(tx: Db, entry: { kind: ErasureKind; userId: number; ids?: Record<string, number[]> }) {
  await repo.insertLedgerEntry(tx, entry);
}

export function createErasureService(ctx: AppContext) {
  const notifications = notificationsOf(ctx);
  const reappliers = new Map<string, LedgerReapplier>();

  ctx.jobs.define(JOB_DELETE_FILES, async ({ keys }) => {
    // A second run finds nothing to delete: storage's delete of a missing file is no error.
    for (const key of keys) await ctx.storage.delete(key);
  });
  ctx.jobs.define(
    JOB_DELETE_CUSTOMER,
    async ({ customerId, provider }) => {
      await (
        provider === 'payments' ? createPaymentProvider(ctx.config, ctx.db) : createCoachBillingProvider(ctx.config, ctx.db)
      ).deleteCustomer(customerId);
    },
    { retries: 8, backoffMs: 60_000 },
  );
  ctx.jobs.define(JOB_EXPIRE_EVIDENCE, async () => {
    const removed = await repo.deleteExpiredEvidence(ctx.db, new Date());
    if (removed) ctx.log.info({ removed }, 'erasure: moderation evidence past its retention removed');
  });

  /**
   * The erasure itself, in `tx`: every area reacts to `accounts.erasing` (its rows go or lose their
   * link), the platform's logs and invitations go, the jobs for files and providers are queued, the
   * ledger line is written, and the account's row goes last (what cascades from it goes with it).
   * Answers the notices to announce once `tx` has committed.
   */
  async function eraseIn(tx: Db, person: { userId: number; email: string }, opts: { at: Date; reapplied: boolean; ledger: boolean }) {
    const notices: ErasureNotice[] = [];
    const files = new Set<string>();
    const customers = new Map<string, CustomerProvider>();
    const bells = new Set<number>();
    const evidence: EvidenceItem[] = [];
    const event: AccountErasing = {
      userId: person.userId,
      email: person.email,
      at: opts.at,
      reapplied: opts.reapplied,
      tell: (notice) => {
        if (notice.userId !== person.userId && !opts.reapplied) notices.push(notice);
      },
      deleteFiles: (keys) => keys.forEach((k) => k && files.add(k)),
      deleteCustomers: (ids, provider = 'coach-billing') => ids.forEach((id) => id && customers.set(id, provider)),
      bellsChanged: (userIds) => userIds.forEach((id) => id !== person.userId && bells.add(id)),
      keepEvidence: (item) => evidence.push(item),
    };
    await ctx.events.emit(tx, 'accounts.erasing', event);
    await ctx.accessLog.erase(tx, person.userId);
    await ctx.invitations.erase(tx, person);
    await eraseMailTo(tx, person.email);
    const expiresAt = new Date(opts.at.getTime() + EVIDENCE_RETENTION_DAYS * 86_400_000);
    await repo.insertEvidence(
      tx,
      evidence.map((e) => ({ ...e, expiresAt })),
    );
    if (files.size) await ctx.jobs.enqueue(JOB_DELETE_FILES, { keys: [...files] }, { tx });
    for (const [customerId, provider] of customers)
      await ctx.jobs.enqueue(JOB_DELETE_CUSTOMER, provider === 'payments' ? { customerId, provider } : { customerId }, {
        tx,
        singletonKey: `customer:${customerId}`,
      });
    if (opts.ledger) await recordErasure(tx, { kind: 'account', userId: person.userId });
    await deleteUser(tx, person.userId);
    const told = notices.filter(
      (n, i) => notices.findIndex((m) => m.userId === n.userId && m.notification.title === n.notification.title) === i,
    );
    const staged = await notifications.stageMany(tx, told);
    return {
      announce: async () => {
        await staged.announce();
        await notifications.publishCounts([...bells].filter((id) => !told.some((n) => n.userId === id)));
      },
    };
  }

  return {
    /** POST users/delete: the account's own password, then everything of the person goes (docs/areas/erasure.md). */
    async deleteAccount(actor: Actor, input: DeleteAccountInput): Promise<void> {
      assertCan(canEraseOwnAccount(actor));
      const user = await findUserById(ctx.db, actor.userId);
      if (!user) throw new NotFoundError();
      if (!(await verifyPassword(user.passwordHash, input.password))) throw ValidationError.field('password', t.wrongPassword);
      const staged = await ctx.db.transaction(async (tx) => {
        // Two requests at once (a double tap): the second waits for the first, then finds no account.
        if (!(await lockAccount(tx, user.id))) throw new NotFoundError();
        return eraseIn(tx, { userId: user.id, email: user.email }, { at: new Date(), reapplied: false, ledger: true });
      });
      await staged.announce();
    },

    /**
     * The same erasure on the person's request, by an ff_admin (the person asked by mail; no password):
     * never an ff_admin's account nor the admin's own. The audit row 'user.erased' (with the reason) is
     * written in the erasure's transaction; it names the account by `target_kind`/`target_id`, since
     * the account's row is gone when it commits.
     */
    async eraseOnRequest(actor: Actor, userId: number, input: EraseOnRequestInput): Promise<void> {
      assertCan(canEraseOnRequest(actor));
      const user = await findUserById(ctx.db, userId);
      if (!user) throw new NotFoundError(adminPeopleTexts.cannotErase);
      const roles = await listRoleNames(ctx.db, user.id);
      assertCan(!roles.includes('ff_admin') && user.id !== actor.userId, adminPeopleTexts.cannotErase);
      const staged = await ctx.db.transaction(async (tx) => {
        if (!(await lockAccount(tx, user.id))) throw new NotFoundError(adminPeopleTexts.cannotErase);
        const erased = await eraseIn(tx, { userId: user.id, email: user.email }, { at: new Date(), reapplied: false, ledger: true });
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: 'user.erased',
          targetUserId: null,
          targetKind: 'user',
          targetId: user.id,
          before: { account: 'present', roles },
          after: { account: 'erased' },
          reason: input.reason,
        });
        return erased;
      });
      await staged.announce();
    },

    /** A ledger kind's re-application (auto-expiry registers its own while the areas register). */
    onReapply(kind: string, reapply: LedgerReapplier) {
      // public: registration wiring, no request reaches it.
      if (kind === 'account') throw new Error("The erasure area re-applies 'account' itself");
      reappliers.set(kind, reapply);
    },

    /**
     * After a restore, before the app serves traffic: `saved` (the ledger read from the live database
     * before the restore, `readErasureLedger`) is written back where the restored copy lacks it, then
     * every line is applied again: an erased account present in the copy is erased again (nobody is
     * told twice), and other kinds go to their reappliers. Answers how many accounts were erased again.
     */
    async reapplyLedger(saved: readonly repo.LedgerEntry[] = []) {
      // public: the operations' restore command, before any request.
      await repo.mergeLedger(ctx.db, saved);
      let erased = 0;
      for (const entry of await repo.listLedger(ctx.db)) {
        if (entry.kind === 'account') {
          const user = await findUserById(ctx.db, entry.userId);
          if (!user) continue;
          await ctx.db.transaction((tx) =>
            eraseIn(tx, { userId: user.id, email: user.email }, { at: entry.erasedAt, reapplied: true, ledger: false }),
          );
          erased += 1;
          continue;
        }
        const reapply = reappliers.get(entry.kind);
        if (!reapply) throw new Error(`No re-application for erasure ledger kind ${entry.kind}`);
        await ctx.db.transaction((tx) => reapply(tx, entry));
      }
      return erased;
    },
  };
}
export type ErasureService = ReturnType<typeof createErasureService>;
