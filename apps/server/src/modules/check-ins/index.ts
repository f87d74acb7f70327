import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { NotificationsService } from '../notifications';

/** Check-ins area (issue 3). Registers the area's routes. */
export function registerCheckIns(_app: FastifyInstance, _ctx: AppContext, _deps: { notifications: NotificationsService }) {}

/** Seeds emotions, FASTER categories, triggers and weekly forms; idempotent. */
export async function seedCheckIns(_ctx: AppContext) {}
