import type { ContentEditInput, ContentItem } from '@holdfast/shared/check-ins';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/http/errors';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { canEditCheckInContent } from './check-ins.policy';
import { presentContentItem } from './check-ins.presenter';
import * as repo from './content.repository';

/**
 * Admins edit the seeded reference content of the daily loop. Retiring (is_active false) hides an
 * emotion or behaviour from new check-ins while old check-ins keep showing it.
 */
export function createContentService(ctx: AppContext) {
  const values = (edit: ContentEditInput) => ({
    ...(edit.display_name !== undefined && { displayName: edit.display_name }),
    ...(edit.is_active !== undefined && { isActive: edit.is_active }),
  });
  return {
    async updateEmotion(actor: Actor, id: number, edit: ContentEditInput): Promise<ContentItem> {
      assertCan(canEditCheckInContent(actor));
      const row = await repo.updateEmotion(ctx.db, id, values(edit));
      if (!row) throw new NotFoundError();
      return presentContentItem(row);
    },
    async updateFasterEmotion(actor: Actor, id: number, edit: ContentEditInput): Promise<ContentItem> {
      assertCan(canEditCheckInContent(actor));
      const row = await repo.updateFasterEmotion(ctx.db, id, values(edit));
      if (!row) throw new NotFoundError();
      return presentContentItem(row);
    },
  };
}
