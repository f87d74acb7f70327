import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notificationsOf } from '../notifications';
import { registerCommunityRoutes } from './community.routes';
import { createCommunityService } from './community.service';
import { registerPeopleRoutes } from './people.routes';
import { createPeopleService } from './people.service';
import { createRepliesService } from './replies.service';
import type { CommunityGateAnswer } from './community.answers';
import { communityGate } from './community.gate';
import { registerCommunityErasure } from './community.erasure';
import { canModerateFromConsole } from './community.policy';
import { communityQueueSource } from './community.queue';

export { seedCommunitySample } from './community.seed';
export { communityExport } from './community.export';
/** The admin console's community content (topics, the threads it picks) and the sanitizer its policy text passes. */
export {
  categoryExists,
  findTopicRow,
  insertTopicRow,
  listCategoriesWithTopics,
  searchThreadRefs,
  setTopicPositions,
  threadRefs,
  topicIdsOf,
  updateTopicRow,
} from './community-content.repository';
export { hasText, sanitizePostHtml } from './community.html';
/** Author handles: the person behind a post's `author_handle`, for messaging and accountability. */
export { createAuthorHandles } from './author-handles.service';

/** The community forum: categories, topics, threads, replies, reactions, flags, watching, the agreement, and its people (directory, members-status, profiles, blocks, moderation). */
export function registerCommunity(app: FastifyInstance, ctx: AppContext) {
  registerCommunityErasure(ctx);
  const gate: CommunityGateAnswer = communityGate(ctx);
  ctx.answers.give('community.gate', gate);
  const deps = { notifications: notificationsOf(ctx) };
  registerCommunityRoutes(app, { forum: createCommunityService(ctx, deps), replies: createRepliesService(ctx, deps) });
  registerPeopleRoutes(app, createPeopleService(ctx));
  // The console's review queue: the same moderation calls, open to ff_admins as well.
  ctx.answers.give('community.queueSource', communityQueueSource(ctx, createPeopleService(ctx, { moderates: canModerateFromConsole })));
}
