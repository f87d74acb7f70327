import { z } from 'zod';
import { tokenResponseSchema } from '../accounts/accounts.contract';
import { optionalText, requiredEmail, requiredText, strongPassword } from '../validation';
import { INVITATION_CONTEXT_TYPES, PARTNER_MESSAGE_MAX } from './accountability.constants';

/**
 * Invitations by e-mail link (platform piece; accountability uses it first, groups and coaching
 * later). A link opens /invited-user?token=…&email=…&context_type=…&context_id=…
 */

/** POST users/invitation ('refer a friend'). */
export const referFriendInputSchema = z.object({
  email: requiredEmail(),
  message: optionalText({ max: PARTNER_MESSAGE_MAX }),
});
export type ReferFriendInput = z.input<typeof referFriendInputSchema>;

/** POST users/invitation/verify. */
export const verifyInvitationInputSchema = z.object({
  token: requiredText({ max: 200 }),
  email: requiredEmail(),
});
export type VerifyInvitationInput = z.input<typeof verifyInvitationInputSchema>;

/** The answer of verify: whether the link still works, and what it leads to. */
export const invitationStatusSchema = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
  context_type: z.enum(INVITATION_CONTEXT_TYPES).nullable(),
  context_id: z.number().nullable(),
  expires_at: z.string().nullable(),
  /** Who sent it (display name), to greet the invitee. */
  invited_by: z.string().nullable(),
});
export type InvitationStatus = z.output<typeof invitationStatusSchema>;

/**
 * POST users/invitation/register (spec 2 section 5): username required; e-mail required and valid;
 * password required and strong; token required. `context` is the link's context_* values (the
 * token knows its own context; this is accepted for the original client's sake).
 */
export const registerByInvitationInputSchema = z.object({
  username: requiredText({ min: 2, max: 255 }),
  email: requiredEmail(),
  password: strongPassword(),
  token: requiredText({ max: 200 }),
  context: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullish(),
});
export type RegisterByInvitationInput = z.input<typeof registerByInvitationInputSchema>;

/** Where the client goes next; none means /dashboard (spec 2 section 7.3). */
export const redirectSchema = z.object({ url: z.string(), isExternal: z.boolean() });
export type Redirect = z.output<typeof redirectSchema>;

export const registerByInvitationResponseSchema = tokenResponseSchema.extend({ redirect: redirectSchema.nullable() });
export type RegisterByInvitationResponse = z.output<typeof registerByInvitationResponseSchema>;
