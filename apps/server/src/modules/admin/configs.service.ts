import { isDeepStrictEqual } from 'node:util';
import { configsTexts as t, type AdminReference, type OrderInput } from '@holdfast/shared/admin';
import type { ContentEditInput, ContentItem } from '@holdfast/shared/check-ins';
import { isSystemConfigType, SYSTEM_CONFIG_SCHEMAS, type SystemConfig, type SystemConfigInput } from '@holdfast/shared/reference';
import { plainIssueMessage, toFieldErrors } from '@holdfast/shared/validation';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { NotFoundError, ValidationError } from '../../platform/http/errors';
import { insertAuditEntry } from '../accounts';
import {
  findEmotion,
  findFasterCategory,
  findFasterEmotion,
  listAllEmotions,
  listAllFasterScale,
  presentContentItem,
  setEmotionPositions,
  setFasterPositions,
  updateEmotion,
  updateFasterEmotion,
} from '../check-ins';
import { hasText, sanitizePostHtml, threadRefs } from '../community';
import { formIdExists, formKeyExists, lockSystemConfig, questionIdExists, writeSystemConfig } from '../reference';
import { canEditContent } from './configs.policy';
import { assertSameSet } from './order';

/** 'danger.title' -> 'config.danger.title': the field names the request body's path. */
function prefixed(prefix: string, errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k ? `${prefix}.${k}` : prefix, v]));
}

/** Equal values, whatever the order of their keys (jsonb keeps its own). */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/**
 * What a config's shape cannot say: the threads, forms and questions it names exist; the
 * community policy is the sanitizer's HTML. Answers the config to store (422 naming the field otherwise).
 */
async function checkReferences(db: Db, type: string, value: Record<string, unknown>): Promise<Record<string, unknown>> {
  let config = value;
  const errors: Record<string, string[]> = {};
  const threadList = async (field: string) => {
    const ids = config[field] as number[];
    const found = new Set((await threadRefs(db, ids)).map((r) => r.id));
    ids.forEach((id, i) => {
      if (!found.has(id)) errors[`config.${field}.${i}`] = [t.unknownThread];
    });
  };
  switch (type) {
    case 'CommunityDashboardAccordionList':
    case 'CommunityMenuThread':
      await threadList('thread_ids');
      break;
    case 'AccountabilityPartnersThread': {
      const id = config.thread_id as number | null;
      if (id !== null && (await threadRefs(db, [id])).length === 0) errors['config.thread_id'] = [t.unknownThread];
      break;
    }
    case 'WeeklyQuestion':
    case 'DailyCheckinForm':
      if (!(await formKeyExists(db, config.form_key as string))) errors['config.form_key'] = [t.unknownFormKey];
      break;
    case 'WeeklyCommitmentQuestion': {
      const id = config.form_question_id as number | null;
      if (id !== null && !(await questionIdExists(db, id))) errors['config.form_question_id'] = [t.unknownQuestionId];
      break;
    }
    case 'HabitMetricCalculation': {
      const id = config.form_id as number | null | undefined;
      if (typeof id === 'number' && !(await formIdExists(db, id))) errors['config.form_id'] = [t.unknownFormId];
      break;
    }
    case 'CommunityPolicy': {
      const html = sanitizePostHtml(String(config.community_policy_content ?? ''));
      if (String(config.community_policy_content ?? '').trim() && !hasText(html))
        errors['config.community_policy_content'] = [t.policyEmpty];
      config = { ...config, community_policy_content: html };
      break;
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return config;
}

/** The console's system configs and the daily loop's reference data (emotions, FASTER behaviours); every change audited. */
export function createConfigsService(ctx: AppContext) {
  async function reference(): Promise<AdminReference> {
    const [emotions, faster] = await Promise.all([listAllEmotions(ctx.db), listAllFasterScale(ctx.db)]);
    const item = (r: { id: number; displayName: string; isActive: boolean; position: number }) => ({
      id: r.id,
      display_name: r.displayName,
      is_active: r.isActive,
      position: r.position,
    });
    return {
      emotions: emotions.map(item),
      faster: faster.map((c) => ({ id: c.id, display_name: c.displayName, color_code: c.colorCode, behaviours: c.behaviours.map(item) })),
    };
  }
  const editValues = (edit: ContentEditInput) => ({
    ...(edit.display_name !== undefined && { displayName: edit.display_name }),
    ...(edit.is_active !== undefined && { isActive: edit.is_active }),
  });
  const shown = (r: { displayName: string; isActive: boolean }) => ({ display_name: r.displayName, is_active: r.isActive });

  return {
    /** A config edited as a whole value, checked against its type's schema and what it names; audited with before and after. */
    async updateSystemConfig(actor: Actor, type: string, input: SystemConfigInput): Promise<SystemConfig> {
      assertCan(canEditContent(actor));
      if (!isSystemConfigType(type)) throw new NotFoundError(t.unknownConfig);
      const parsed = SYSTEM_CONFIG_SCHEMAS[type].safeParse(input.config, { error: plainIssueMessage });
      if (!parsed.success) throw new ValidationError(prefixed('config', toFieldErrors(parsed.error.issues)));
      const config = await checkReferences(ctx.db, type, parsed.data);
      return ctx.db.transaction(async (tx) => {
        const before = await lockSystemConfig(tx, type);
        if (!before) throw new NotFoundError(t.unknownConfig);
        if (same(before.config, config)) return before;
        const row = (await writeSystemConfig(tx, type, config))!;
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: 'system_config.updated',
          targetUserId: null,
          targetKind: 'system_config',
          targetId: type,
          before: before.config,
          after: row.config,
        });
        return row;
      });
    },

    async reference(actor: Actor): Promise<AdminReference> {
      assertCan(canEditContent(actor));
      return reference();
    },

    async updateEmotion(actor: Actor, id: number, edit: ContentEditInput): Promise<ContentItem> {
      assertCan(canEditContent(actor));
      return ctx.db.transaction(async (tx) => {
        const before = await findEmotion(tx, id);
        if (!before) throw new NotFoundError(t.unknownItem);
        const row = (await updateEmotion(tx, id, editValues(edit)))!;
        if (!same(shown(before), shown(row)))
          await insertAuditEntry(tx, {
            actorId: actor.userId,
            action: 'emotion.updated',
            targetUserId: null,
            targetKind: 'emotion',
            targetId: id,
            before: shown(before),
            after: shown(row),
          });
        return presentContentItem(row);
      });
    },

    async updateFasterEmotion(actor: Actor, id: number, edit: ContentEditInput): Promise<ContentItem> {
      assertCan(canEditContent(actor));
      return ctx.db.transaction(async (tx) => {
        const before = await findFasterEmotion(tx, id);
        if (!before) throw new NotFoundError(t.unknownItem);
        const row = (await updateFasterEmotion(tx, id, editValues(edit)))!;
        if (!same(shown(before), shown(row)))
          await insertAuditEntry(tx, {
            actorId: actor.userId,
            action: 'faster_emotion.updated',
            targetUserId: null,
            targetKind: 'faster_emotion',
            targetId: id,
            before: shown(before),
            after: shown(row),
          });
        return presentContentItem(row);
      });
    },

    /** The emotions in a new order (every one of them once). */
    async orderEmotions(actor: Actor, input: OrderInput): Promise<AdminReference> {
      assertCan(canEditContent(actor));
      const current = (await listAllEmotions(ctx.db)).map((e) => e.id);
      assertSameSet(current, input.ids);
      await ctx.db.transaction(async (tx) => {
        await setEmotionPositions(tx, input.ids);
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: 'emotion.reordered',
          targetUserId: null,
          targetKind: 'emotion',
          before: { ids: current },
          after: { ids: input.ids },
        });
      });
      return reference();
    },

    /** One FASTER category's behaviours in a new order. */
    async orderFaster(actor: Actor, categoryId: number, input: OrderInput): Promise<AdminReference> {
      assertCan(canEditContent(actor));
      if (!(await findFasterCategory(ctx.db, categoryId))) throw new NotFoundError(t.unknownItem);
      const category = (await listAllFasterScale(ctx.db)).find((c) => c.id === categoryId)!;
      const current = category.behaviours.map((b) => b.id);
      assertSameSet(current, input.ids);
      await ctx.db.transaction(async (tx) => {
        await setFasterPositions(tx, categoryId, input.ids);
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: 'faster_emotion.reordered',
          targetUserId: null,
          targetKind: 'faster_category',
          targetId: categoryId,
          before: { ids: current },
          after: { ids: input.ids },
        });
      });
      return reference();
    },
  };
}
export type ConfigsService = ReturnType<typeof createConfigsService>;
