import {
  configsTexts as t,
  type AdminCommunityContent,
  type AdminThreadSearch,
  type AdminTopicInput,
  type OrderInput,
  type ThreadSearchQuery,
} from '@holdfast/shared/admin';
import type { CategoryKey } from '@holdfast/shared/community';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/http/errors';
import { insertAuditEntry } from '../accounts';
import {
  categoryExists,
  findTopicRow,
  insertTopicRow,
  listCategoriesWithTopics,
  searchThreadRefs,
  setTopicPositions,
  threadRefs,
  topicIdsOf,
  updateTopicRow,
} from '../community';
import { findSystemConfig } from '../reference';
import { canEditContent } from './configs.policy';
import { assertSameSet } from './order';

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

/**
 * The community's content as the console edits it (issue 39): each category's topics (add, rename,
 * order), the threads of the recommended and menu lists and the policy (those three are system
 * configs, saved through PUT admin/system-configs/{type}). Every change audited.
 */
export function createCommunityContentService(ctx: AppContext) {
  async function content(): Promise<AdminCommunityContent> {
    const [categories, recommended, menu, partners, policy] = await Promise.all([
      listCategoriesWithTopics(ctx.db),
      findSystemConfig(ctx.db, 'CommunityDashboardAccordionList'),
      findSystemConfig(ctx.db, 'CommunityMenuThread'),
      findSystemConfig(ctx.db, 'AccountabilityPartnersThread'),
      findSystemConfig(ctx.db, 'CommunityPolicy'),
    ]);
    const partnerId = partners?.config.thread_id;
    const [recommendedRefs, menuRefs, partnerRefs] = await Promise.all([
      threadRefs(ctx.db, ids(recommended?.config.thread_ids)),
      threadRefs(ctx.db, ids(menu?.config.thread_ids)),
      threadRefs(ctx.db, typeof partnerId === 'number' ? [partnerId] : []),
    ]);
    return {
      categories: categories.map((c) => ({
        key: c.key,
        name: c.name,
        topics: c.topics.map((tp) => ({ id: tp.id, name: tp.name, description: tp.description, position: tp.position })),
      })),
      recommended: recommendedRefs,
      menu: menuRefs,
      partners_thread: partnerRefs[0] ?? null,
      policy: String(policy?.config.community_policy_content ?? ''),
    };
  }

  return {
    async content(actor: Actor): Promise<AdminCommunityContent> {
      assertCan(canEditContent(actor));
      return content();
    },

    async addTopic(actor: Actor, key: string, input: AdminTopicInput): Promise<AdminCommunityContent> {
      assertCan(canEditContent(actor));
      if (!(await categoryExists(ctx.db, key))) throw new NotFoundError(t.unknownCategory);
      await ctx.db.transaction(async (tx) => {
        const id = await insertTopicRow(tx, { key: key as CategoryKey, name: input.name, description: input.description });
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: 'community_topic.created',
          targetUserId: null,
          targetKind: 'community_topic',
          targetId: id,
          after: { category_key: key, name: input.name, description: input.description },
        });
      });
      return content();
    },

    async updateTopic(actor: Actor, id: number, input: AdminTopicInput): Promise<AdminCommunityContent> {
      assertCan(canEditContent(actor));
      await ctx.db.transaction(async (tx) => {
        const before = await findTopicRow(tx, id);
        if (!before) throw new NotFoundError(t.unknownTopic);
        const after = (await updateTopicRow(tx, id, { name: input.name, description: input.description }))!;
        if (before.name !== after.name || before.description !== after.description)
          await insertAuditEntry(tx, {
            actorId: actor.userId,
            action: 'community_topic.updated',
            targetUserId: null,
            targetKind: 'community_topic',
            targetId: id,
            before: { name: before.name, description: before.description },
            after: { name: after.name, description: after.description },
          });
      });
      return content();
    },

    async orderTopics(actor: Actor, key: string, input: OrderInput): Promise<AdminCommunityContent> {
      assertCan(canEditContent(actor));
      if (!(await categoryExists(ctx.db, key))) throw new NotFoundError(t.unknownCategory);
      await ctx.db.transaction(async (tx) => {
        const current = await topicIdsOf(tx, key);
        assertSameSet(current, input.ids);
        await setTopicPositions(tx, key, input.ids);
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: 'community_topic.reordered',
          targetUserId: null,
          targetKind: 'community_category',
          targetId: key,
          before: { ids: current },
          after: { ids: input.ids },
        });
      });
      return content();
    },

    async searchThreads(actor: Actor, q: ThreadSearchQuery): Promise<AdminThreadSearch> {
      assertCan(canEditContent(actor));
      return { items: await searchThreadRefs(ctx.db, q.q.trim()) };
    },
  };
}
export type CommunityContentService = ReturnType<typeof createCommunityContentService>;
