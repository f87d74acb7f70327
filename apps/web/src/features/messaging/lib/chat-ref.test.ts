import { describe, expect, it } from 'vitest';
import type { ChatRef } from '@holdfast/shared/messaging';
import { chatApiPath, chatFromParams, chatPagePath } from './chat-ref';

const chats: [ChatRef, string, string][] = [
  [{ type: 'partner', partner_id: 3 }, 'accountability-partners/3/messages', '/messages/partners/3'],
  [{ type: 'group', group_id: 4 }, 'groups/4/messages', '/messages/groups/4'],
  [{ type: 'group-member', group_id: 4, member_id: 9 }, 'groups/4/members/9/messages', '/messages/groups/4/members/9'],
  [{ type: 'community', user_id: 7 }, 'users/community-messaging/7/messages', '/messages/community-user/7'],
  [{ type: 'coach-user', coach_id: 5, coach_user_id: 8 }, 'coach/users/8/messages', '/messages/coach/5/users/8'],
  [{ type: 'coach-client', coach_id: 5, coach_user_id: 8 }, 'coach/client/messages', '/messages/coach/5/client/8'],
];

describe('chat paths', () => {
  it.each(chats)('%o: its API path and its web page', (chat, api, page) => {
    expect(chatApiPath(chat)).toBe(api);
    expect(chatPagePath(chat)).toBe(page);
  });
});

describe('chat from a route', () => {
  it('a coach chat names the coach and the coach-user row; anything else is no chat', () => {
    expect(chatFromParams('coach-user', { coachId: '5', coachUserId: '8' })).toEqual({ type: 'coach-user', coach_id: 5, coach_user_id: 8 });
    expect(chatFromParams('coach-client', { coachId: '5', coachUserId: '8' })).toEqual({
      type: 'coach-client',
      coach_id: 5,
      coach_user_id: 8,
    });
    expect(chatFromParams('coach-user', { coachId: '5', coachUserId: 'x' })).toBeNull();
    expect(chatFromParams('coach-client', { coachId: '0', coachUserId: '8' })).toBeNull();
  });
});
