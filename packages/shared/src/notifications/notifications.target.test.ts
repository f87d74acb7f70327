import { describe, expect, it } from 'vitest';
import { accountabilityNotificationTypes as types, accountabilityTargets } from '../accountability';
import { coachInvitationNotification } from '../coaching';
import { notificationTarget } from './notifications.target';

describe('notificationTarget', () => {
  it("follows a notification's own in-app target (accountability names each one)", () => {
    expect(notificationTarget({ type: types.request, target: accountabilityTargets.requests })).toBe('/accountability/requests');
    expect(notificationTarget({ type: types.sos, target: accountabilityTargets.sos(4) })).toBe('/sos/4');
  });

  it('never follows a target off the app', () => {
    expect(notificationTarget({ type: types.request, target: 'https://evil.example/x' })).toBe('/accountability/partners');
    expect(notificationTarget({ type: 'other', target: '//evil.example' })).toBeNull();
  });

  it('a coach invitation leads to the billing page, where it is answered, with or without its target', () => {
    expect(notificationTarget(coachInvitationNotification)).toBe('/billing-info');
    expect(notificationTarget({ type: coachInvitationNotification.type })).toBe('/billing-info');
    expect(notificationTarget({ type: 'coach_message', coach_id: 3 })).toBe('/messages/coaches/3');
  });
});
