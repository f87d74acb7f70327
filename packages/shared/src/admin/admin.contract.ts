import { z } from 'zod';
import { bodyIdSchema, requiredText, validationMessages as m, valueIn } from '../validation';
import { IMPERSONATION_REASON_MAX, IMPERSONATION_REASON_MIN } from './impersonation.texts';

// ---------- requests ----------

/** POST admin/impersonation-tokens: whom to view as, and why (5–500 characters, kept in the audit log). */
export const impersonationTokenInputSchema = z.object({
  user_id: bodyIdSchema,
  reason: requiredText({ min: IMPERSONATION_REASON_MIN, max: IMPERSONATION_REASON_MAX }),
});
export type ImpersonationTokenBody = z.input<typeof impersonationTokenInputSchema>;
export type ImpersonationTokenInput = z.output<typeof impersonationTokenInputSchema>;

/**
 * The roles an ff_admin grants with PUT admin/users/{id}/roles (no other way gives a
 * community admin). ff_admin itself comes only from ADMIN_EMAIL; coach and coach_client from their flows.
 * `support` (issue 39) sees the console's account state only, never a person's content.
 */
export const GRANTABLE_ROLES = ['community_admin', 'upgrade_admin', 'certified_leader', 'support'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** PUT admin/users/{id}/roles: the grantable roles the user should have (the others are kept). */
export const userRolesInputSchema = z.object({
  roles: z
    .array(valueIn(GRANTABLE_ROLES), { error: (iss) => (iss.input === undefined ? m.required : m.invalid) })
    .max(GRANTABLE_ROLES.length, m.invalid)
    .transform((r) => [...new Set(r)]),
});
export type UserRolesInput = z.output<typeof userRolesInputSchema>;

// ---------- responses ----------

/** A one-time sign-in link as another user, and when it stops working. */
export const impersonationTokenSchema = z.object({ token: z.string(), url: z.string(), expires_at: z.string() });
export type ImpersonationToken = z.output<typeof impersonationTokenSchema>;

/** The user's roles after PUT admin/users/{id}/roles. */
export const userRolesSchema = z.object({ message: z.string(), user_id: z.number(), roles: z.array(z.string()) });
export type UserRoles = z.output<typeof userRolesSchema>;
