import {
  PIN_MAX_FAILURES,
  settingsTexts as st,
  type AppLockStatus,
  type RemoveAppLockInput,
  type SetAppLockInput,
  type UnlockAnswer,
  type UnlockInput,
} from '@holdfast/shared/accounts';
import type { AppContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/http/errors';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { canManageOwnAccount } from './accounts.policy';
import * as accountsRepo from './accounts.repository';
import * as repo from './app-lock.repository';
import { hashPassword, verifyPassword } from './passwords';

/**
 * The app lock's PIN: an argon2id hash like a password (the same library and parameters), checked
 * only by the server, so a device's storage never holds it. Five wrong PINs in a row on a session
 * (the unlock, or a wrong current PIN when changing it) sign that session out.
 */
export function createAppLockService(ctx: AppContext) {
  /** Checks a PIN against the stored hash; a wrong one counts against this session. */
  async function checkPin(actor: Actor, pinHash: string | null, pin: string): Promise<UnlockAnswer> {
    if (await verifyPassword(pinHash, pin)) {
      await repo.clearPinFailures(ctx.db, actor.tokenId);
      return { unlocked: true, attempts_left: PIN_MAX_FAILURES };
    }
    const failures = await repo.countPinFailure(ctx.db, actor.tokenId, PIN_MAX_FAILURES);
    if (failures >= PIN_MAX_FAILURES) ctx.log.warn({ userId: actor.userId }, 'session signed out after repeated wrong app-lock PINs');
    return { unlocked: false, attempts_left: Math.max(0, PIN_MAX_FAILURES - failures) };
  }

  /** The account password or the current PIN (either one) proves it is the member changing the lock. */
  async function assertProof(actor: Actor, input: { password?: string | null; current_pin?: string | null }) {
    const lock = await repo.findAppLock(ctx.db, actor.userId);
    if (input.password) {
      const user = await accountsRepo.findUserById(ctx.db, actor.userId);
      if (!user) throw new NotFoundError();
      if (await verifyPassword(user.passwordHash, input.password)) return lock;
      throw ValidationError.field('password', st.pinProofWrong);
    }
    if (input.current_pin && lock) {
      const answer = await checkPin(actor, lock.pinHash, input.current_pin);
      if (answer.unlocked) return lock;
      throw ValidationError.field('current_pin', answer.attempts_left > 0 ? st.pinWrong(answer.attempts_left) : st.pinSignedOut);
    }
    throw ValidationError.field('current_pin', st.pinProofWrong);
  }

  return {
    async status(actor: Actor): Promise<AppLockStatus> {
      assertCan(canManageOwnAccount(actor));
      return { enabled: (await repo.findAppLock(ctx.db, actor.userId)) !== null };
    },

    async set(actor: Actor, input: SetAppLockInput) {
      assertCan(canManageOwnAccount(actor));
      await assertProof(actor, input);
      await repo.upsertAppLock(ctx.db, actor.userId, await hashPassword(input.pin));
    },

    async remove(actor: Actor, input: RemoveAppLockInput) {
      assertCan(canManageOwnAccount(actor));
      const lock = await assertProof(actor, input);
      if (!lock || !(await repo.deleteAppLock(ctx.db, actor.userId))) throw new NotFoundError(st.pinNotSet);
    },

    /** The lock screen's check. No lock set: nothing to unlock, 404. */
    async unlock(actor: Actor, input: UnlockInput): Promise<UnlockAnswer> {
      assertCan(canManageOwnAccount(actor));
      const lock = await repo.findAppLock(ctx.db, actor.userId);
      if (!lock) throw new NotFoundError(st.pinNotSet);
      return checkPin(actor, lock.pinHash, input.pin);
    },
  };
}
