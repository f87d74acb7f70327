import { z } from 'zod';
import { bodyIdSchema } from '../validation';

// ---------- requests ----------

/** POST admin/impersonation-tokens. */
export const impersonationTokenInputSchema = z.object({ user_id: bodyIdSchema });
export type ImpersonationTokenInput = z.output<typeof impersonationTokenInputSchema>;

// ---------- responses ----------

/** A one-time sign-in link as another user, and when it stops working. */
export const impersonationTokenSchema = z.object({ token: z.string(), url: z.string(), expires_at: z.string() });
export type ImpersonationToken = z.output<typeof impersonationTokenSchema>;
