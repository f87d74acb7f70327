import type { NotificationsService } from '../notifications';
import type { CoachBillingHooks } from './billing.hooks';
import type { CoachGate } from './coaching.gate';

/** What every part of coaching is built with (index.ts makes it once). */
export interface CoachingDeps {
  gate: CoachGate;
  billing: CoachBillingHooks;
  notifications: NotificationsService;
}
