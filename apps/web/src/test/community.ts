import type { Category, CommunityPerson, Reply, Thread, Topic } from '@holdfast/shared/community';

/** Contract-shaped answers of the community API for component tests. */
export function cPerson(overrides: Partial<CommunityPerson> = {}): CommunityPerson {
  return { id: 2, name: 'Jo Banks', profile_icon: null, roles: [], is_looking_for_partner: false, ...overrides };
}

export function category(overrides: Partial<Category> = {}): Category {
  return { key: 'general', name: 'General Topics', total_topics: 2, total_threads: 5, users: [], total_users: 0, ...overrides };
}

export function topic(overrides: Partial<Topic> = {}): Topic {
  return {
    id: 4,
    category_key: 'general',
    name: 'First steps',
    description: 'Where to begin',
    total_threads: 1,
    users: [],
    total_users: 0,
    activity: '2026-03-01T10:00:00.000Z',
    latest_thread: null,
    is_watched: false,
    ...overrides,
  };
}

export function thread(overrides: Partial<Thread> = {}): Thread {
  return {
    id: 9,
    topic_id: 4,
    title: 'Day one again',
    content: '<p>Starting over <strong>today</strong>.</p>',
    short_description: 'Starting over today.',
    total_replies: 0,
    total_views: 3,
    users: [],
    total_users: 1,
    activity: '2026-03-01T10:00:00.000Z',
    is_pinned: false,
    is_struggling: false,
    content_warning: null,
    author: cPerson({ id: 3, name: 'Ana Cruz' }),
    author_handle: 't9a8b7c6d5e4f30211234567890abcdef',
    is_mine: false,
    created_at: '2026-03-01T10:00:00.000Z',
    is_watched: false,
    ...overrides,
  };
}

export function reply(overrides: Partial<Reply> = {}): Reply {
  return {
    id: 50,
    thread_id: 9,
    primary_reply_id: null,
    replied_to: null,
    user_id: 2,
    user: cPerson(),
    author_handle: 'r0123456789abcdef0123456789abcdef',
    is_mine: false,
    reply_text: '<p>You are not alone.</p>',
    created_at: '2026-03-01T11:00:00.000Z',
    is_hidden: false,
    is_struggling: false,
    is_flagged_by_current_user: false,
    is_author_muted: false,
    reaction_counts: { liked: 0, loved: 0 },
    total_replies: 0,
    flatten_replies: [],
    ...overrides,
  };
}

export function paged<T>(items: T[], page = 1, totalPages = 1, totalItems = items.length) {
  return { items, page, totalPages, offset: (page - 1) * 15, totalItems };
}
