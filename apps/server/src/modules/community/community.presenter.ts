import { erasureTexts } from '@holdfast/shared/erasure';
import { displayNameOf } from '@holdfast/shared/accountability';
import {
  anonymousAuthorTexts,
  type Category,
  type CategoryKey,
  type CommunityPerson,
  type ForumSearchHit,
  type NestedReply,
  type Reply,
  type Thread,
  type Topic,
} from '@holdfast/shared/community';
import type { CategoryRow, ParticipantRow, PersonRow, ThreadRow, TopicRow } from './community.repository';
import type { ReplyRow } from './replies.repository';
import type { SearchHitRow } from './search.repository';
import { isoInstant } from '../../platform/db/instant';

/** Makes a viewer's signed avatar link from a stored file key. */
export type SignAvatar = (key: string) => string;

const ANONYMOUS_MEMBER = anonymousAuthorTexts.name;

/**
 * What everyone is shown of a person in the forum: the community display name (else the profile's
 * name), the avatar, roles (the upgrade-admin badge) and whether they look for a partner. An
 * anonymous member is 'Anonymous member' without an avatar. Never an e-mail address or legal name
 * when a display name exists.
 */
export function presentPerson(id: number, row: PersonRow | undefined, sign: SignAvatar): CommunityPerson {
  if (!row) return { id, name: 'Member', profile_icon: null, roles: [], is_looking_for_partner: false };
  const anonymous = !!row.is_anonymous;
  return {
    id,
    name: anonymous
      ? ANONYMOUS_MEMBER
      : row.community_name?.trim() || displayNameOf({ display_name: row.display_name, username: row.username }),
    profile_icon: !anonymous && row.profile_icon ? sign(row.profile_icon) : null,
    roles: [...(row.roles ?? [])],
    is_looking_for_partner: !!row.needs_accountability,
  };
}

/**
 * A post is anonymous when it was written anonymously or its author is anonymous now (turning
 * anonymity off later names only the posts written since: the old ones stay 'Anonymous member').
 */
export const isAnonymousPost = (post: { is_anonymous?: boolean | null }, author: PersonRow | undefined) =>
  !!post.is_anonymous || !!author?.is_anonymous;

/**
 * The author of an anonymous post: 'Anonymous member' with no avatar, roles or partner flag, and
 * id 0 (never a member) for everyone but the author, who keeps their own id. What a reader does
 * about the author goes through the post's `author_handle`.
 */
export function anonymousAuthor(id: number, viewerId: number): CommunityPerson {
  return { id: id === viewerId ? id : 0, name: ANONYMOUS_MEMBER, profile_icon: null, roles: [], is_looking_for_partner: false };
}

/** A post's author as `viewerId` sees them: the person, or anonymousAuthor for an anonymous post. */
export function presentAuthor(
  id: number,
  post: { is_anonymous?: boolean | null },
  c: Pick<PresentContext, 'people' | 'sign' | 'viewerId'>,
): CommunityPerson {
  const row = c.people.get(id);
  return isAnonymousPost(post, row) ? anonymousAuthor(id, c.viewerId) : presentPerson(id, row, c.sign);
}

/** Participants by scope id: the up-to-3 avatars and the total. */
export interface Participants {
  users: number[];
  total: number;
}
export function groupParticipants(rows: readonly ParticipantRow[]) {
  const map = new Map<string, Participants>();
  for (const r of rows) {
    const key = String(r.scope_id);
    const entry = map.get(key) ?? { users: [], total: Number(r.total) };
    entry.users.push(Number(r.user_id));
    map.set(key, entry);
  }
  return map;
}

export interface PresentContext {
  people: Map<number, PersonRow>;
  participants: Map<string, Participants>;
  sign: SignAvatar;
  /** Who reads: an anonymous post's author sees their own id on it (and is_mine). */
  viewerId: number;
}
const usersOf = (c: PresentContext, scopeId: number | string) => {
  const p = c.participants.get(String(scopeId));
  return { users: (p?.users ?? []).map((id) => presentPerson(id, c.people.get(id), c.sign)), total_users: p?.total ?? 0 };
};

export function presentCategory(row: CategoryRow, c: PresentContext): Category {
  return {
    key: row.key as CategoryKey,
    name: row.name,
    total_topics: Number(row.total_topics),
    total_threads: Number(row.total_threads),
    ...usersOf(c, row.key),
  };
}

export function presentTopic(row: TopicRow, c: PresentContext): Topic {
  return {
    id: Number(row.id),
    category_key: row.category_key,
    name: row.name,
    description: row.description,
    total_threads: Number(row.total_threads),
    ...usersOf(c, row.id),
    activity: row.activity ? isoInstant(row.activity) : null,
    latest_thread: row.latest_thread_id === null ? null : { id: Number(row.latest_thread_id), title: row.latest_thread_title ?? '' },
    is_watched: !!row.is_watched,
  };
}

export function presentThread(row: ThreadRow, c: PresentContext): Thread {
  const authorId = row.user_id === null ? null : Number(row.user_id);
  return {
    id: Number(row.id),
    topic_id: Number(row.topic_id),
    title: row.title,
    content: row.content,
    short_description: row.short_description,
    total_replies: Number(row.total_replies),
    total_views: Number(row.total_views),
    ...usersOf(c, row.id),
    activity: isoInstant(row.activity_at),
    is_pinned: !!row.is_pinned,
    is_struggling: !!row.is_struggling,
    content_warning: row.content_warning ?? null,
    author: postAuthor(authorId, row, c),
    author_handle: authorId === null ? null : row.author_handle,
    is_mine: authorId !== null && authorId === c.viewerId,
    created_at: isoInstant(row.created_at),
    is_watched: !!row.is_watched,
  };
}

type ReplyContext = Pick<PresentContext, 'people' | 'sign' | 'viewerId'>;

/** The author of a post whose account was erased (user_id set null): 'Deleted member', id 0, nothing else. */
export const deletedAuthor = (): CommunityPerson => ({
  id: 0,
  name: erasureTexts.deletedMember,
  profile_icon: null,
  roles: [],
  is_looking_for_partner: false,
});

/**
 * A thread's, reply's or search hit's author: the person (or 'Anonymous member'), and for a post
 * whose author was erased (user_id null) 'Anonymous member' when it was written anonymously, else
 * 'Deleted member', both with id 0.
 */
function postAuthor(authorId: number | null, post: { is_anonymous?: boolean | null }, c: ReplyContext): CommunityPerson {
  if (authorId !== null) return presentAuthor(authorId, post, c);
  return post.is_anonymous ? anonymousAuthor(0, c.viewerId) : deletedAuthor();
}

export function presentNestedReply(row: ReplyRow, c: ReplyContext): NestedReply {
  const userId = row.user_id === null ? null : Number(row.user_id);
  const toUser = row.replied_to_user_id === null ? null : Number(row.replied_to_user_id);
  const user = postAuthor(userId, row, c);
  const to = toUser === null ? null : presentAuthor(toUser, { is_anonymous: row.replied_to_anonymous }, c);
  return {
    id: Number(row.id),
    thread_id: Number(row.thread_id),
    primary_reply_id: row.primary_reply_id === null ? null : Number(row.primary_reply_id),
    replied_to: row.replied_to_id === null || toUser === null ? null : { id: Number(row.replied_to_id), user_id: to!.id, name: to!.name },
    user_id: user.id,
    user,
    author_handle: row.author_handle,
    is_mine: userId !== null && userId === c.viewerId,
    reply_text: row.reply_text,
    created_at: isoInstant(row.created_at),
    is_hidden: !!row.is_hidden,
    is_struggling: !!row.is_struggling,
    is_flagged_by_current_user: !!row.flagged,
    is_author_muted: !!row.muted,
    reaction_counts: { liked: Number(row.liked), loved: Number(row.loved) },
    total_replies: Number(row.total_replies),
  };
}

export function presentReply(row: ReplyRow, nested: readonly ReplyRow[], c: ReplyContext): Reply {
  return { ...presentNestedReply(row, c), flatten_replies: nested.map((n) => presentNestedReply(n, c)) };
}

/** The people a list of replies names (authors and the authors answered). */
export function peopleOfReplies(rows: readonly ReplyRow[]): number[] {
  return rows.flatMap((r) => [Number(r.user_id), ...(r.replied_to_user_id === null ? [] : [Number(r.replied_to_user_id)])]);
}

/** The few entities sanitize-html leaves in text, decoded for a plain-text snippet. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
export const plainText = (text: string) =>
  text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();

export function presentSearchHit(row: SearchHitRow, c: ReplyContext): ForumSearchHit {
  const authorId = row.user_id === null ? null : Number(row.user_id);
  return {
    type: row.type,
    thread_id: Number(row.thread_id),
    reply_id: row.reply_id === null ? null : Number(row.reply_id),
    thread_title: row.thread_title,
    snippet: plainText(row.snippet),
    author: postAuthor(authorId, row, c),
    author_handle: authorId === null ? null : row.author_handle,
    is_mine: authorId !== null && authorId === c.viewerId,
    created_at: isoInstant(row.created_at),
    content_warning: row.content_warning ?? null,
  };
}
