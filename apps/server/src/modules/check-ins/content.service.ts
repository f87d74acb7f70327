import type { AppContext } from '../../platform/context';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors';
import { actorHasRole, type Actor } from '../accounts';
import * as repo from './check-ins.repository';

interface ContentEdit {
  display_name?: string;
  is_active?: boolean;
}

/**
 * Admins edit the seeded reference content of the daily loop. Retiring (is_active false) hides an
 * emotion or behaviour from new check-ins while old check-ins keep showing it.
 */
export function createContentService(ctx: AppContext) {
  const assertAdmin = (actor: Actor) => {
    if (!actorHasRole(actor, 'ff_admin')) throw new ForbiddenError();
  };
  const values = (edit: ContentEdit) => ({
    ...(edit.display_name !== undefined && { displayName: edit.display_name }),
    ...(edit.is_active !== undefined && { isActive: edit.is_active }),
  });
  return {
    async updateEmotion(actor: Actor, id: number, edit: ContentEdit) {
      assertAdmin(actor);
      const row = await repo.updateEmotion(ctx.db, id, values(edit));
      if (!row) throw new NotFoundError();
      return { id: row.id, display_name: row.displayName, is_active: row.isActive };
    },
    async updateFasterEmotion(actor: Actor, id: number, edit: ContentEdit) {
      assertAdmin(actor);
      const row = await repo.updateFasterEmotion(ctx.db, id, values(edit));
      if (!row) throw new NotFoundError();
      return { id: row.id, display_name: row.displayName, is_active: row.isActive };
    },
  };
}
