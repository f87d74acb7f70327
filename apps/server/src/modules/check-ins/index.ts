import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { NotificationsService } from '../notifications';
import { registerCheckInsRoutes } from './check-ins.routes';
import { createCheckInsService } from './check-ins.service';
import { createContentService } from './content.service';
import { createProgressService } from './progress.service';
import { createTriggersService } from './triggers.service';
import { createWeeklyService } from './weekly.service';

export { seedCheckIns } from './check-ins.seed';
/** Reads of members' records for other areas, which check consent first (accountability, later groups and coaching). */
export * as checkInRecords from './records.repository';
export { presentCheckIn, presentCrashReport } from './check-ins.presenter';
/** For groups' statements (member progress, the triage view): a member's check-in facts as SQL fragments, and the streak. */
export { checkInStreakSql } from './progress.repository';
export {
  crashReportFacts,
  fasterDays,
  latestCheckIn,
  latestCheckInsOf,
  recentFasterStages,
  type LatestCheckInColumns,
} from './member-facts.repository';

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
