import { describe, expect, it } from 'vitest';
import type { ChatRef } from '@holdfast/shared/messaging';
import { chatApiPath, chatPagePath } from './chat-ref';

const chats: [ChatRef, string, string][] = [
  [{ type: 'partner', partner_id: 3 }, 'accountability-partners/3/messages', '/messages/partners/3'],
  [{ type: 'group', group_id: 4 }, 'groups/4/messages', '/messages/groups/4'],
  [{ type: 'group-member', group_id: 4, member_id: 9 }, 'groups/4/members/9/messages', '/messages/groups/4/members/9'],
  [{ type: 'community', user_id: 7 }, 'users/community-messaging/7/messages', '/messages/community-user/7'],
];

describe('chat paths', () => {
  it.each(chats)('%o: its API path and its web page', (chat, api, page) => {
    expect(chatApiPath(chat)).toBe(api);
    expect(chatPagePath(chat)).toBe(page);
  });
});
