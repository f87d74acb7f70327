import { z } from 'zod';

/** POST admin/impersonation/end: the read-only session is over (its token revoked); the admin's own token is theirs again. */
export const impersonationEndedSchema = z.object({ message: z.string(), user_id: z.number() });
export type ImpersonationEnded = z.output<typeof impersonationEndedSchema>;
