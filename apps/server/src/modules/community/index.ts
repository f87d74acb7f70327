import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { NotificationsService } from '../notifications';
import { registerCommunityRoutes } from './community.routes';
import { createCommunityService } from './community.service';
import { createRepliesService } from './replies.service';

/** The community forum (issue 15): categories, topics, threads, replies, reactions, flags, watching and the agreement. */
export function registerCommunity(app: FastifyInstance, ctx: AppContext, deps: { notifications: NotificationsService }) {
  registerCommunityRoutes(app, { forum: createCommunityService(ctx), replies: createRepliesService(ctx, deps) });
}
