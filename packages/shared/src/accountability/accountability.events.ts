import { z } from 'zod';
import { listEvents } from '../realtime/list-events';
import { accountabilityPartnerSchema, sosSchema } from './accountability.contract';

/**
 * Socket events of the accountability area (gathered in shared/realtime). Each goes to the other
 * party of a change, with the relationship as the receiver sees it:
 * - `accountability.created`: a request was sent to me (toast: realtimeRequested);
 * - `accountability.updated`: a request I am part of was answered, or sharing changed (realtimeStatusUpdated);
 * - `accountability.removed`: the other side ended it or withdrew the request (realtimeRemoved);
 * - `sos.created`: someone whose data I may see asks for help (to every recipient, again on escalation);
 * - `sos.updated`: an SOS I sent or received was acknowledged, escalated or closed.
 */
export const accountabilityEvents = {
  ...listEvents('accountability', accountabilityPartnerSchema),
  'sos.created': z.object({ item: sosSchema }),
  'sos.updated': z.object({ item: sosSchema }),
} as const;
