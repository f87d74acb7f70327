import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../common';
import { sharingSchema, updateSharingInputSchema } from '../accountability/accountability.contract';
import { adminCoachSchema, coachClientSchema, coachDetailSchema } from './coaching.contract';

/**
 * The answers of who becomes a coach and a client (admin/coaches, coach, coach/invitation/accept,
 * coach/users writes, coach/client, its answer and sharing); the records are coaching.contract.ts's.
 */

/** GET admin/coaches: newest first. */
export const listAdminCoachesQuerySchema = pageQuerySchema;
export const adminCoachPageSchema = pagedSchema(adminCoachSchema);
export const adminCoachWriteResponseSchema = z.object({ message: z.string(), item: adminCoachSchema });

/** PATCH coach/invitation/accept. */
export const coachWriteResponseSchema = z.object({ message: z.string(), item: coachDetailSchema });

/** POST coach/users: the new (or re-invited) row as the coach's list shows a pending client. */
export const clientWriteResponseSchema = z.object({ message: z.string(), item: coachClientSchema });

/** GET coach/client: `coach_user` picks one invitation (the accept screen's link); without it the accepted link, else the newest pending one. */
export const clientLinkQuerySchema = z.object({ coach_user: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export type ClientLinkQuery = z.output<typeof clientLinkQuerySchema>;

/** PATCH coach/client/sharing: any of the switches, at least one (the partners' rule). */
export const updateClientSharingInputSchema = updateSharingInputSchema;
export type UpdateClientSharingInput = z.output<typeof updateClientSharingInputSchema>;
export type UpdateClientSharingBody = z.input<typeof updateClientSharingInputSchema>;
export const clientSharingResponseSchema = z.object({ message: z.string(), sharing: sharingSchema });
export type ClientSharingResponse = z.output<typeof clientSharingResponseSchema>;
