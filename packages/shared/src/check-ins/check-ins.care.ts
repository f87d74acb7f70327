import { z } from 'zod';
import { requiredText } from '../validation';
import { HELP_NOW_PATH } from '../shell/shell.rules';
import type { FeelingZone } from './check-ins.constants';

/** The system config (GET system-configs/HardDayCare) holding what a hard day's screens say. */
export const HARD_DAY_CARE_CONFIG = 'HardDayCare';

/** Where 'I need help now' leads: the crisis flow (grounding, crisis resources; a partner once partners exist). */
export { HELP_NOW_PATH };

const careMessageSchema = z.object({
  title: requiredText({ max: 120 }),
  message: requiredText({ max: 600 }),
});

/**
 * Words for the moments that matter most (a Danger or Relapse check-in, a crash report):
 * encouragement that does not shame, one clear next step and a short reading. Admins edit it
 * like every other system config; the server refuses a config that does not match this shape.
 */
export const hardDayCareSchema = z.object({
  danger: careMessageSchema,
  relapse: careMessageSchema,
  crash_report: careMessageSchema,
  next_step: z.object({ label: requiredText({ max: 60 }), link: requiredText({ max: 300 }) }),
  reading: z.object({ title: requiredText({ max: 120 }), text: requiredText({ max: 1200 }) }),
});
export type HardDayCare = z.infer<typeof hardDayCareSchema>;

/** Holdfast's own words (the spec has none for these moments); seeded as the config's first value. */
export const DEFAULT_HARD_DAY_CARE: HardDayCare = {
  danger: {
    title: 'Thank you for being honest today',
    message:
      'Naming a hard day is a strong step, not a failure. You noticed the warning signs while there is still room to choose. Take the next step below, and be as kind to yourself as you would be to a friend.',
  },
  relapse: {
    title: 'You are not alone, and this is not the end',
    message:
      'A relapse hurts, and telling the truth about it takes courage. It does not erase the ground you have gained or change how you are loved. Today is a day to reach out and start again, one step at a time.',
  },
  crash_report: {
    title: 'Thank you for telling the truth',
    message:
      'Writing down what happened is how patterns become visible and lose their power. You do not have to carry this alone: take the next step below.',
  },
  next_step: { label: 'I need help now', link: HELP_NOW_PATH },
  reading: {
    title: 'A short reading: start again',
    text: '"The steadfast love of the Lord never ceases; his mercies never come to an end; they are new every morning." (Lamentations 3:22-23)\n\nRecovery is not a straight line. Tonight, do three small things: drink a glass of water, tell one safe person how today went, and set your phone outside the bedroom. Tomorrow is a new check-in.',
  },
};

/** Which words a check-in's results screen shows: none on a Recovery day. */
export function careForZone(care: HardDayCare, zone: FeelingZone) {
  return zone === 'danger' ? care.danger : zone === 'relapse' ? care.relapse : null;
}
