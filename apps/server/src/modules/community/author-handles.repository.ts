import { sql } from 'drizzle-orm';
import type { CategoryKey } from '@holdfast/shared/community';
import { selectRows, type Db } from '../../platform/db/client';
import { notBlocked, textArray } from './community.repository';

/** The author a post's handle names, and whether the post is anonymous (written so, or its author anonymous now). */
export interface HandleAuthorRow {
  user_id: number;
  anonymous: boolean;
}

/**
 * The author of the thread or reply whose `author_handle` is `handle`, when the viewer sees that
 * post: in a category they see, not hidden from them, nobody blocked either way. Null otherwise
 * (a guessed handle is as unknown as a post the viewer may not see). One unique index each.
 */
export async function findAuthorByHandle(
  db: Db,
  viewerId: number,
  handle: string,
  v: { keys: readonly CategoryKey[]; seesHidden: boolean },
) {
  const [row] = await selectRows<HandleAuthorRow>(
    db,
    sql`select x.user_id, (x.is_anonymous or coalesce(a.is_anonymous, false)) as anonymous
        from (select th.user_id, th.is_anonymous, th.topic_id from community_threads th where th.author_handle = ${handle}
              union all
              select r.user_id, r.is_anonymous, th.topic_id from community_replies r join community_threads th on th.id = r.thread_id
              where r.author_handle = ${handle} ${v.seesHidden ? sql`` : sql`and not r.is_hidden`}) x
        join community_topics tp on tp.id = x.topic_id
        left join community_agreements a on a.user_id = x.user_id
        where x.user_id is not null and tp.category_key = any(${textArray(v.keys)}::text[]) and ${notBlocked(viewerId, sql`x.user_id`)}
        limit 1`,
  );
  return row ? { userId: Number(row.user_id), anonymous: !!row.anonymous } : null;
}
