import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notificationsOf } from '../notifications';
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
export { checkInsExport } from './check-ins.export';
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
export { checkInEvent, crashReportEvent, presentCheckIn, presentCrashReport } from './check-ins.presenter';
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

/** Emitted after a check-in or crash report is stored: 'check-ins.record-stored' (check-ins.events.ts). */
export type { RecordStored } from './check-ins.events';

/** Check-ins area: daily check-ins, streaks, dashboard, weekly, crash reports, analytics. */
export function registerCheckIns(app: FastifyInstance, ctx: AppContext) {
  registerCheckInsRoutes(app, {
    content: createContentService(ctx),
    checkIns: createCheckInsService(ctx, notificationsOf(ctx)),
    progress: createProgressService(ctx),
    weekly: createWeeklyService(ctx),
    triggers: createTriggersService(ctx),
  });
}
