import { communityTexts as t, seesHiddenReplies, visibleCategoryKeys } from '@holdfast/shared/community';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/http/errors';
import { canUseCommunity } from './community.policy';
import { communityAccess } from './community.service';
import * as repo from './author-handles.repository';

/** Who a post's author handle names, for the area acting on them. */
export interface HandleAuthor {
  userId: number;
  /** The post is anonymous: whatever answers the caller must name the author only as 'Anonymous member'. */
  anonymous: boolean;
}

/**
 * Author handles: a thread, reply or search hit carries `author_handle`, one random
 * handle per post, so a reader can message the author, ask them to be partners, flag or block them
 * without the post giving away who they are. Messaging, accountability and the community's people
 * resolve a handle here; the answers they make say 'Anonymous member' when `anonymous`.
 */
export function createAuthorHandles(ctx: AppContext) {
  const access = communityAccess(ctx);
  return {
    /** The author a handle names, for a community member who sees the post (404 for anyone else, and for a guessed handle). */
    async resolve(actor: Actor, handle: string): Promise<HandleAuthor> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const author = await repo.findAuthorByHandle(ctx.db, actor.userId, handle, {
        keys: visibleCategoryKeys(actor.roles),
        seesHidden: seesHiddenReplies(actor.roles),
      });
      if (!author) throw new NotFoundError(t.authorNotFound);
      return author;
    },
  };
}
