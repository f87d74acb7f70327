import type { RouteObject } from 'react-router';

type ChatPages = typeof import('./pages/chat-page');
const chat = (name: keyof ChatPages) => () => import('./pages/chat-page').then((m) => ({ Component: m[name] }));

/**
 * Messaging (spec 3 section 2 "Messaging"), inside the app shell: the chat list, the chat
 * of each kind (coach chats too: coaching's, on the same mechanism), and the redirect that picks a
 * person's chat.
 */
export const messagingAppRoutes: RouteObject[] = [
  { path: '/messages', lazy: () => import('./pages/messages-page').then((m) => ({ Component: m.MessagesPage })) },
  { path: '/messages/partners/:partnerId', lazy: chat('PartnerChatPage') },
  { path: '/messages/groups/:groupId', lazy: chat('GroupChatPage') },
  { path: '/messages/groups/:groupId/members/:memberId', lazy: chat('GroupMemberChatPage') },
  { path: '/messages/community-user/:userId', lazy: chat('CommunityChatPage') },
  { path: '/messages/coach/:coachId/users/:coachUserId', lazy: chat('CoachChatPage') },
  { path: '/messages/coach/:coachId/client/:coachUserId', lazy: chat('CoachClientChatPage') },
  {
    path: '/messages/redirect/:type/:userId',
    lazy: () => import('./pages/redirect-page').then((m) => ({ Component: m.MessagesRedirectPage })),
  },
];
