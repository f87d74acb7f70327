import type { AppInfo, DynamicForm, SystemConfig } from '@holdfast/shared/reference';
import { DEFAULT_FEATURE_FLAGS } from '@holdfast/shared/reference';
import type { AppContext } from '../../platform/context';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors';
import { actorHasRole, type Actor } from '../accounts';
import * as repo from './reference.repository';
import { loadDynamicForm } from './reference.forms';

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** Reference data is readable by any signed-in user; the routes enforce sign-in. */
export function createReferenceService(ctx: AppContext, version: string) {
  return {
    // Sorted for people, not bytes: 'Åland Islands' belongs beside 'Albania'.
    listCountries: async () => (await repo.listCountries(ctx.db)).sort((a, b) => byName.compare(a.name, b.name)),
    listTimezones: () => repo.listTimezones(ctx.db),
    listTags: () => repo.listActiveTags(ctx.db),

    appInfo(): AppInfo {
      return {
        name: 'Holdfast',
        version,
        min_supported_version: ctx.config.MIN_CLIENT_VERSION ?? version,
        features: DEFAULT_FEATURE_FLAGS,
        links: { donate: ctx.config.DONATE_URL, help_desk: ctx.config.HELP_DESK_URL, support_email: ctx.config.SUPPORT_EMAIL },
      };
    },

    async listSystemConfigs(): Promise<SystemConfig[]> {
      return repo.listSystemConfigs(ctx.db);
    },

    async getSystemConfig(type: string): Promise<SystemConfig> {
      const row = await repo.findSystemConfig(ctx.db, type);
      if (!row) throw new NotFoundError('Unknown configuration.');
      return row;
    },

    /** Admins edit reference content (dashboard alerts, weekly forms, community threads ...). */
    async updateSystemConfig(actor: Actor, type: string, config: Record<string, unknown>): Promise<SystemConfig> {
      if (!actorHasRole(actor, 'ff_admin')) throw new ForbiddenError();
      const row = await repo.updateSystemConfig(ctx.db, type, config);
      if (!row) throw new NotFoundError('Unknown configuration.');
      return row;
    },

    async getDynamicForm(id: number): Promise<DynamicForm> {
      const form = await loadDynamicForm(ctx.db, { id });
      if (!form) throw new NotFoundError('Unknown form.');
      return form;
    },
  };
}
