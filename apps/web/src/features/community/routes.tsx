import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages');
const page = (name: keyof Pages) => () => import('./pages').then((m) => ({ Component: m[name] }));

/**
 * The community forum (spec 3 section 2), inside the app shell. The pages are one lazy
 * chunk and the rich-text editor another (loaded by the pages that post): none of this is in a
 * first load. Every page but the agreement sits behind the agreement gate.
 */
export const communityAppRoutes: RouteObject[] = [
  { path: '/community/policy-agreement', lazy: page('PolicyAgreementPage') },
  {
    lazy: page('CommunityGate'),
    children: [
      { path: '/community', lazy: page('CommunityPage') },
      { path: '/community/search', lazy: page('CommunitySearchPage') },
      { path: '/community/categories/:key', lazy: page('CategoryPage') },
      { path: '/community/topics/:topicId', lazy: page('TopicPage') },
      { path: '/community/topics/:topicId/new-thread', lazy: page('NewThreadPage') },
      { path: '/community/topics/:topicId/threads/:threadId', lazy: page('ThreadPage') },
      { path: '/community/threads/:threadId', lazy: page('ThreadPage') },
      { path: '/community/watched-threads', lazy: page('WatchedThreadsPage') },
      { path: '/community/watched-topics', lazy: page('WatchedTopicsPage') },
      { path: '/community/user-activity/:userId', lazy: page('UserActivityPage') },
      { path: '/community/members', lazy: page('MembersPage') },
      { path: '/community/moderation', lazy: page('ModerationPage') },
    ],
  },
];
