import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notificationsOf } from '../notifications';
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
