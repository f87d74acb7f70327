import { sql } from 'drizzle-orm';
import type { CategoryKey, ContentWarning } from '@holdfast/shared/community';
import { selectRows, type Db } from '../../platform/db/client';
import { notBlocked, textArray, warningAllowed } from './community.repository';

export interface SearchHitRow {
  type: 'thread' | 'reply';
  thread_id: number;
  reply_id: number | null;
  thread_title: string;
  /** ts_headline over the post's text with its tags taken out (entities still encoded). */
  snippet: string;
  user_id: number | null;
  is_anonymous: boolean;
  author_handle: string;
  created_at: Date | string;
  content_warning: ContentWarning | null;
  total: number;
}

/**
 * The forum search: threads (title and content) and replies whose words match `q` (websearch syntax:
 * words, "phrases", -excluded), best match first, then newest. Matches and ranks read the stored
 * `search_vector` columns (english; the parser skips HTML tags) and their GIN indexes
 * `community_threads_search_idx` and `community_replies_search_idx`. Respects what every list respects: the categories the viewer sees, hidden
 * replies (unless the viewer moderates), blocks either way, and the viewer's choice to hide threads
 * with content warnings.
 */
export function searchForum(
  db: Db,
  viewerId: number,
  v: { q: string; keys: readonly CategoryKey[]; seesHidden: boolean; limit: number; offset: number },
) {
  const keys = sql`${textArray(v.keys)}::text[]`;
  const headline = (body: ReturnType<typeof sql>) =>
    sql`ts_headline('english', regexp_replace(${body}, '<[^>]*>', ' ', 'g'), q.query, 'StartSel="",StopSel="",MaxWords=30,MinWords=12,ShortWord=2')`;
  return selectRows<SearchHitRow>(
    db,
    sql`with q as (select websearch_to_tsquery('english', ${v.q}) as query),
        hits as (
          select 'thread' as type, th.id as thread_id, null::int as reply_id, th.title as thread_title, th.content as body,
                 th.user_id, th.is_anonymous, th.author_handle, th.created_at, th.content_warning,
                 ts_rank(th.search_vector, q.query) as rank
          from q, community_threads th join community_topics tp on tp.id = th.topic_id
          where th.search_vector @@ q.query
            and tp.category_key = any(${keys}) and ${notBlocked(viewerId, sql`th.user_id`)} and ${warningAllowed(viewerId)}
          union all
          select 'reply', th.id, r.id, th.title, r.reply_text, r.user_id, r.is_anonymous, r.author_handle, r.created_at, th.content_warning,
                 ts_rank(r.search_vector, q.query)
          from q, community_replies r join community_threads th on th.id = r.thread_id join community_topics tp on tp.id = th.topic_id
          where r.search_vector @@ q.query ${v.seesHidden ? sql`` : sql`and not r.is_hidden`}
            and tp.category_key = any(${keys}) and ${notBlocked(viewerId, sql`r.user_id`)} and ${notBlocked(viewerId, sql`th.user_id`)}
            and ${warningAllowed(viewerId)}
        ),
        page as (select *, count(*) over ()::int as total from hits order by rank desc, created_at desc, thread_id desc, reply_id desc nulls first
                 limit ${v.limit} offset ${v.offset})
        select page.type, page.thread_id, page.reply_id, page.thread_title, ${headline(sql`page.body`)} as snippet, page.user_id, page.is_anonymous, page.author_handle,
               page.created_at, page.content_warning, page.total
        from page, q order by page.rank desc, page.created_at desc, page.thread_id desc, page.reply_id desc nulls first`,
  );
}
