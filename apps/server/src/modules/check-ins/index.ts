import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { NotificationsService } from '../notifications';
import { registerCheckInsRoutes } from './check-ins.routes';
import { createCheckInsService } from './check-ins.service';
import { createContentService } from './content.service';
import { createProgressService } from './progress.service';
import { createTriggersService } from './triggers.service';
import { createWeeklyService } from './weekly.service';
import {
  calendarEventsJson,
  findCheckInById,
  findCheckInsByIds,
  findCrashReportById,
  findCrashReportsByIds,
  listCheckInsOf,
  listCrashReportsOf,
  loadStreakFacts,
  weekTotalsOf,
} from './records.repository';

export { seedCheckIns } from './check-ins.seed';
/**
 * Reads of members' records for other areas (accountability, groups, messaging's cards, later
 * coaching): each takes its owners as consent's `ConsentedIds` or `Consented`, so it is called
 * only after ctx.consent.read.
 */
export const checkInRecords = {
  listCheckInsOf,
  findCheckInById,
  findCheckInsByIds,
  calendarEventsJson,
  listCrashReportsOf,
  findCrashReportById,
  findCrashReportsByIds,
  loadStreakFacts,
  weekTotalsOf,
};
export { presentCheckIn, presentCrashReport } from './check-ins.presenter';

/** Check-ins area (issue 3): daily check-ins, streaks, dashboard, weekly, crash reports, analytics. */
/** Told after a member's check-in or crash report is stored (messaging posts its card to the groups they share data with). */
export type RecordListener = (record: { kind: 'check-in' | 'crash-report'; userId: number; id: number }) => Promise<void>;

export function registerCheckIns(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { notifications: NotificationsService; onRecord?: RecordListener },
) {
  registerCheckInsRoutes(app, {
    content: createContentService(ctx),
    checkIns: createCheckInsService(ctx, deps.notifications, deps.onRecord),
    progress: createProgressService(ctx),
    weekly: createWeeklyService(ctx),
    triggers: createTriggersService(ctx, deps.onRecord),
  });
}
