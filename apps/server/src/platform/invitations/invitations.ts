import { createHash, randomBytes } from 'node:crypto';
import type { InvitationContextType, Redirect } from '@holdfast/shared/accountability';
import { INVITATION_TTL_MS } from '@holdfast/shared/accountability';
import type { Db } from '../db/client';
import * as repo from './invitations.repository';

export interface Invitation {
  id: number;
  email: string;
  contextType: InvitationContextType;
  contextId: number | null;
  invitedBy: number | null;
  expiresAt: Date;
}

/** What accepting an invitation of one context does, inside the registration's transaction. */
export type InvitationHandler = (tx: Db, accepted: { invitation: Invitation; userId: number; email: string }) => Promise<Redirect | null>;

/**
 * Invitations by e-mail link, one call each for any area:
 * - `issue(db, {email, contextType, contextId, invitedBy})` -> a fresh token for the mail (older
 *   unused ones of the same context and address stop working); only its hash is stored;
 * - `check(db, token)` -> the invitation while it still works (unused, unexpired), else null;
 * - `accept(tx, token, {userId, email})` -> uses it once (atomically) and runs the handler its
 *   area registered with `handle(contextType, handler)`, which answers where the client goes next;
 * - `revoke(db, contextType, contextId)` -> unused links of a context stop working (e.g. request deleted).
 */
export interface Invitations {
  issue(db: Db, input: { email: string; contextType: InvitationContextType; contextId: number | null; invitedBy: number | null; ttlMs?: number }): Promise<{ token: string; invitation: Invitation }>;
  check(db: Db, token: string): Promise<Invitation | null>;
  accept(tx: Db, token: string, by: { userId: number; email: string }): Promise<{ invitation: Invitation; redirect: Redirect | null } | null>;
  handle(contextType: InvitationContextType, handler: InvitationHandler): void;
  revoke(db: Db, contextType: InvitationContextType, contextId: number | null, email?: string): Promise<void>;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

function toInvitation(row: repo.InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    contextType: row.contextType as InvitationContextType,
    contextId: row.contextId,
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt,
  };
}

export function createInvitations(): Invitations {
  const handlers = new Map<InvitationContextType, InvitationHandler>();
  return {
    async issue(db, input) {
      const token = randomBytes(32).toString('base64url');
      await repo.expireInvitations(db, input.contextType, input.contextId, input.email);
      const row = await repo.insertInvitation(db, {
        tokenHash: hash(token),
        email: input.email.toLowerCase(),
        contextType: input.contextType,
        contextId: input.contextId,
        invitedBy: input.invitedBy,
        expiresAt: new Date(Date.now() + (input.ttlMs ?? INVITATION_TTL_MS)),
      });
      return { token, invitation: toInvitation(row) };
    },
    async check(db, token) {
      if (!token || token.length > 200) return null;
      const row = await repo.findLiveInvitation(db, hash(token));
      return row ? toInvitation(row) : null;
    },
    async accept(tx, token, by) {
      if (!token || token.length > 200) return null;
      const row = await repo.consumeInvitation(tx, hash(token), by.userId);
      if (!row) return null;
      const invitation = toInvitation(row);
      const handler = handlers.get(invitation.contextType);
      const redirect = handler ? await handler(tx, { invitation, userId: by.userId, email: by.email }) : null;
      return { invitation, redirect };
    },
    handle(contextType, handler) {
      if (handlers.has(contextType)) throw new Error(`invitation context ${contextType} is handled twice`);
      handlers.set(contextType, handler);
    },
    async revoke(db, contextType, contextId, email) {
      await repo.expireInvitations(db, contextType, contextId, email);
    },
  };
}
