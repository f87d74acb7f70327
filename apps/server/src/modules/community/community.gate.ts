import { communityAccess } from '@holdfast/shared/community';
import type { AppContext } from '../../platform/context';
import type { CommunityGate } from '../messaging';
import { createAuthorHandles } from './author-handles.service';
import { canUseCommunity, type CommunityFacts } from './community.policy';
import * as people from './people.repository';

/**
 * The community's gate as another area asks it (messaging's community chats and requests): the same
 * rule as every community call (the feature on, the agreement accepted, women approved), for the
 * caller with its reason, and for another person as a yes or no (a suspended account is no member).
 */
export function communityGate(ctx: AppContext): CommunityGate {
  const enabled = ctx.config.COMMUNITY_FORUM === 'on';
  const factsOf = (r: people.GateRow): CommunityFacts => ({
    enabled,
    agreementAccepted: r.accepted_at !== null,
    gender: r.gender,
    memberStatus: r.member_status,
  });
  const handles = createAuthorHandles(ctx);
  return {
    resolveAuthor: (actor, handle) => handles.resolve(actor, handle),
    async admits(db, actor) {
      return canUseCommunity(actor, factsOf(await people.gateFacts(db, actor.userId)));
    },
    async isMember(db, userId) {
      if (!enabled) return false;
      const row = await people.gateFacts(db, userId);
      return !row.suspended && communityAccess(factsOf(row)) === 'allowed';
    },
  };
}
