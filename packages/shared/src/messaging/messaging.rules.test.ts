import { describe, expect, it } from 'vitest';
import { messagingRedirect, type RedirectFacts } from './messaging.rules';

const none: RedirectFacts = { userId: 7, blocked: false, partnerId: null, sharedGroup: null, request: null };

describe('messagingRedirect (spec 3 section 4, in priority order)', () => {
  it('an accepted partner wins over a shared group and a request', () => {
    expect(
      messagingRedirect({
        ...none,
        partnerId: 3,
        sharedGroup: { groupId: 4, memberId: 9 },
        request: { status: 'accepted', sentByViewer: true },
      }),
    ).toBe('/messages/partners/3');
  });
  it('then a fellow accepted group member', () => {
    expect(
      messagingRedirect({ ...none, sharedGroup: { groupId: 4, memberId: 9 }, request: { status: 'accepted', sentByViewer: false } }),
    ).toBe('/messages/groups/4/members/9');
  });
  it('then a community request: accepted, or pending and sent by me, opens the chat; otherwise the list', () => {
    expect(messagingRedirect({ ...none, request: { status: 'accepted', sentByViewer: false } })).toBe('/messages/community-user/7');
    expect(messagingRedirect({ ...none, request: { status: 'pending', sentByViewer: true } })).toBe('/messages/community-user/7');
    expect(messagingRedirect({ ...none, request: { status: 'pending', sentByViewer: false } })).toBe('/messages');
    expect(messagingRedirect({ ...none, request: { status: 'rejected', sentByViewer: true } })).toBe('/messages');
  });
  it('no request: the community chat', () => {
    expect(messagingRedirect(none)).toBe('/messages/community-user/7');
  });
  it('a blocked person always goes to the list', () => {
    expect(messagingRedirect({ ...none, blocked: true, partnerId: 3 })).toBe('/messages');
  });
});
