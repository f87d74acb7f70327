import type { AppInfo, Country, DynamicForm, SystemConfig, Tag, Timezone } from '@holdfast/shared/reference';
import { DEFAULT_FEATURE_FLAGS } from '@holdfast/shared/reference';
import type { AppContext } from '../../platform/context';
import { vapidKeysOf } from '../../platform/push/vapid';
import { NotFoundError } from '../../platform/http/errors';
import * as repo from './reference.repository';
import { loadDynamicForm } from './reference.forms';

const UNKNOWN_CONFIG = 'Unknown configuration.';
const UNKNOWN_FORM = 'Unknown form.';
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** Reference data is readable by any signed-in user; the routes enforce sign-in. */
export function createReferenceService(ctx: AppContext, version: string) {
  return {
    // Sorted for people, not bytes: 'Åland Islands' belongs beside 'Albania'.
    async listCountries(): Promise<Country[]> {
      // public: reference data, readable by any signed-in user (the routes authenticate).
      return (await repo.listCountries(ctx.db)).sort((a, b) => byName.compare(a.name, b.name));
    },
    async listTimezones(): Promise<Timezone[]> {
      // public: reference data, readable by any signed-in user (the routes authenticate).
      return repo.listTimezones(ctx.db);
    },
    async listTags(): Promise<Tag[]> {
      // public: reference data, readable by any signed-in user (the routes authenticate).
      return repo.listActiveTags(ctx.db);
    },

    appInfo(): AppInfo {
      // public: the app asks before sign-in which version it must be.
      return {
        name: 'Holdfast',
        version,
        min_supported_version: ctx.config.MIN_CLIENT_VERSION ?? version,
        features: { ...DEFAULT_FEATURE_FLAGS, communityForum: ctx.config.COMMUNITY_FORUM === 'on' },
        links: { donate: ctx.config.DONATE_URL, help_desk: ctx.config.HELP_DESK_URL, support_email: ctx.config.SUPPORT_EMAIL },
        push: { vapid_public_key: vapidKeysOf(ctx.config, ctx.log).publicKey },
      };
    },

    async listSystemConfigs(): Promise<SystemConfig[]> {
      // public: reference data, readable by any signed-in user (the routes authenticate).
      return repo.listSystemConfigs(ctx.db);
    },

    async getSystemConfig(type: string): Promise<SystemConfig> {
      // public: reference data, readable by any signed-in user (the routes authenticate).
      const row = await repo.findSystemConfig(ctx.db, type);
      if (!row) throw new NotFoundError(UNKNOWN_CONFIG);
      return row;
    },

    async getDynamicForm(id: number): Promise<DynamicForm> {
      // public: reference data, readable by any signed-in user (the routes authenticate).
      const form = await loadDynamicForm(ctx.db, { id });
      if (!form) throw new NotFoundError(UNKNOWN_FORM);
      return form;
    },
  };
}
