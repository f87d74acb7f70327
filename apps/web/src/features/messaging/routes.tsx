import type { RouteObject } from 'react-router';

const chat = (name: 'PartnerChatPage' | 'GroupChatPage' | 'GroupMemberChatPage' | 'CommunityChatPage') => () =>
  import('./pages/chat-page').then((m) => ({ Component: m[name] }));

/**
 * Messaging (spec 3 section 2 "Messaging"), inside the app shell: the chat list, the chat
 * of each kind, and the redirect that picks a person's chat. Coach chats come with coaching.
 */
export const messagingAppRoutes: RouteObject[] = [
  { path: '/messages', lazy: () => import('./pages/messages-page').then((m) => ({ Component: m.MessagesPage })) },
  { path: '/messages/partners/:partnerId', lazy: chat('PartnerChatPage') },
  { path: '/messages/groups/:groupId', lazy: chat('GroupChatPage') },
  { path: '/messages/groups/:groupId/members/:memberId', lazy: chat('GroupMemberChatPage') },
  { path: '/messages/community-user/:userId', lazy: chat('CommunityChatPage') },
  {
    path: '/messages/redirect/:type/:userId',
    lazy: () => import('./pages/redirect-page').then((m) => ({ Component: m.MessagesRedirectPage })),
  },
];
