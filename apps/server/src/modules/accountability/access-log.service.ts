import type { AccessLogPage, ListAccessLogQuery } from '@holdfast/shared/accountability';
import { listAccessLog } from '../../platform/access-log/access-log';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { pageOffset, toPage } from '../../platform/http/paging';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { personNames } from '../accounts';
import { canUseAccountability } from './accountability.policy';
import { presentAccessEntry } from './accountability.presenter';

/** 'Who viewed my data': a member reads only their own log (scoped to actor.userId). */
export function createAccessLogService(ctx: AppContext) {
  return {
    /** GET users/access-log: newest first, paged. */
    async list(actor: Actor, q: ListAccessLogQuery): Promise<AccessLogPage> {
      assertCan(canUseAccountability(actor));
      const page = { limit: q.perPage, offset: pageOffset(q.page, q.perPage) };
      const filter = { viewerId: q.viewer_id, kind: q.kind, from: q.from, to: q.to };
      const { items, total } = await listAccessLog(ctx.db, actor.userId, page, personNames, filter);
      const sign = avatarSigner(ctx, actor.userId);
      return toPage(
        items.map((row) => presentAccessEntry(row, sign)),
        total,
        q.page,
        q.perPage,
      );
    },
  };
}
export type AccessLogService = ReturnType<typeof createAccessLogService>;
