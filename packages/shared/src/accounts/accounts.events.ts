import { z } from 'zod';

/** Socket events of the accounts area: name -> payload schema (gathered in shared/realtime). */
export const accountsEvents = {
  /**
   * This person's own profile changed (in another tab or device, or by an administrator): the web
   * asks for it again. Ids only, to the person's own room: nothing of the profile travels in it.
   */
  'profile.updated': z.object({ user_id: z.number().int().positive() }),
} as const;
