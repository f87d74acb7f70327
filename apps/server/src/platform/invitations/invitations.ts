import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
 * - `issue(db, {email, contextType, contextId, invitedBy, key})` -> the token for the mail (older
 *   unused ones of the same context and address stop working); only its hash is stored. With a
 *   `key` (the mail job's id) the token is derived, not drawn: HMAC-SHA256 of the server's
 *   invitation secret over (context, address, key), so a re-run of the same job (jobs run at least
 *   once) finds its invitation and mails the same, still valid link instead of voiding the first
 *   mail's; `live` says whether that link still works (not used, not replaced, not expired);
 * - `check(db, token)` -> the invitation while it still works (unused, unexpired), else null;
 * - `accept(tx, token, {userId, email})` -> uses it once (atomically) and runs the handler its
 *   area registered with `handle(contextType, handler)`, which answers where the client goes next;
 * - `revoke(db, contextType, contextId)` -> unused links of a context stop working (e.g. request deleted).
 */
export interface Invitations {
  issue(
    db: Db,
    input: {
      email: string;
      contextType: InvitationContextType;
      contextId: number | null;
      invitedBy: number | null;
      ttlMs?: number;
      key?: string;
    },
  ): Promise<{ token: string; invitation: Invitation; live: boolean }>;
  check(db: Db, token: string): Promise<Invitation | null>;
  accept(
    tx: Db,
    token: string,
    by: { userId: number; email: string },
  ): Promise<{ invitation: Invitation; redirect: Redirect | null } | null>;
  handle(contextType: InvitationContextType, handler: InvitationHandler): void;
  revoke(db: Db, contextType: InvitationContextType, contextId: number | null, email?: string): Promise<void>;
  /** An account's erasure: the invitations to their address and those they sent go (in `db`, the erasure's transaction). */
  erase(db: Db, person: { userId: number; email: string }): Promise<void>;
}

/**
 * The key derived tokens are made with: `secret` (INVITATION_SECRET; set the same one on every
 * server copy), else a random one kept in `file` (DATA_DIR/invitation-secret, created on first use,
 * readable by the server's user only), else a random one per process (a re-run in another process
 * then mails a fresh link, which voids the first, as before). Never stored in the database: a copy
 * of the database alone cannot make a working link.
 */
export function invitationSecret(opts: { secret?: string; file?: string | null }): () => string {
  let key: string | null = opts.secret ?? null;
  return () => {
    if (key) return key;
    if (!opts.file) return (key = randomBytes(32).toString('hex'));
    try {
      mkdirSync(path.dirname(opts.file), { recursive: true });
      // 'wx': of two processes starting at once, one writes it and both read that one.
      writeFileSync(opts.file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    key = readFileSync(opts.file, 'utf8').trim();
    if (key.length < 32) throw new Error(`${opts.file} holds no usable invitation secret`);
    return key;
  };
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const isLive = (row: repo.InvitationRow) => row.usedAt === null && row.expiresAt.getTime() > Date.now();

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

export function createInvitations(opts: { secret?: () => string } = {}): Invitations {
  const handlers = new Map<InvitationContextType, InvitationHandler>();
  const secret = opts.secret ?? invitationSecret({});
  const derive = (input: { email: string; contextType: string; contextId: number | null }, key: string) =>
    createHmac('sha256', secret())
      .update(['invitation', input.contextType, input.contextId ?? '', input.email.toLowerCase(), key].join('\n'))
      .digest('base64url');
  return {
    async issue(db, input) {
      const token = input.key === undefined ? randomBytes(32).toString('base64url') : derive(input, input.key);
      const tokenHash = hash(token);
      if (input.key !== undefined) {
        // A re-run of the same job: its invitation is there already; the same link goes out again.
        const existing = await repo.findInvitationByHash(db, tokenHash);
        if (existing) return { token, invitation: toInvitation(existing), live: isLive(existing) };
      }
      await repo.expireInvitations(db, input.contextType, input.contextId, input.email, tokenHash);
      const { row } = await repo.insertOrFindInvitation(db, {
        tokenHash,
        email: input.email.toLowerCase(),
        contextType: input.contextType,
        contextId: input.contextId,
        invitedBy: input.invitedBy,
        expiresAt: new Date(Date.now() + (input.ttlMs ?? INVITATION_TTL_MS)),
      });
      return { token, invitation: toInvitation(row), live: isLive(row) };
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
    async erase(db, person) {
      await repo.deleteInvitationsOf(db, person.userId, person.email);
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
