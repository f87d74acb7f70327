import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notificationsOf } from '../notifications';
import { registerCheckInsRoutes } from './check-ins.routes';
import { createCheckInsService } from './check-ins.service';
import { createExpiryService, type ErasureLedger, type ExpiryService } from './expiry.service';
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
/** The admin console's reads and writes of the daily loop's content (emotions, FASTER behaviours) and its answered questions. */
export {
  answeredQuestionIds,
  findEmotion,
  findFasterCategory,
  findFasterEmotion,
  listAllEmotions,
  listAllFasterScale,
  listTriggerForms,
  setEmotionPositions,
  setFasterPositions,
  updateEmotion,
  updateFasterEmotion,
} from './content.repository';
export { presentContentItem } from './check-ins.presenter';
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

export { EXPIRY_LEDGER_KINDS, EXPIRY_LEDGER_TABLES, scheduleExpiry, type ErasureLedger } from './expiry.service';
export { eraseExpiredAgain } from './expiry.repository';

const expiryServices = new WeakMap<AppContext, ExpiryService>();
/**
 * A member's auto-expiry choice and its dev-only run, for the privacy centre (which shows and
 * changes it): the area that owns the records owns the choice and the job.
 */
export function checkInExpiryOf(ctx: AppContext): ExpiryService {
  const service = expiryServices.get(ctx);
  if (!service) throw new Error('check-ins are not registered');
  return service;
}

/** Check-ins area: daily check-ins, streaks, dashboard, weekly, crash reports, analytics, auto-expiry. */
export function registerCheckIns(app: FastifyInstance, ctx: AppContext, deps: { ledger: ErasureLedger }) {
  expiryServices.set(ctx, createExpiryService(ctx, deps));
  registerCheckInsRoutes(app, {
    checkIns: createCheckInsService(ctx, notificationsOf(ctx)),
    progress: createProgressService(ctx),
    weekly: createWeeklyService(ctx),
    triggers: createTriggersService(ctx),
  });
}
/** The admin dashboard's counts (never rows). */
export { countCheckInsSince, countCrashReportsSince } from './admin-counts.repository';
