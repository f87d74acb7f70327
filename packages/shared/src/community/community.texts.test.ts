import { describe, expect, it } from 'vitest';
import { communityNotificationTexts, communityNotificationTypes, communityTargets, communityToasts } from './community.texts';
import { notificationTarget } from '../notifications';

describe('community texts (spec 3 section 8)', () => {
  it('has the spec toasts word for word', () => {
    expect(communityToasts.submitReply).toBe('Unable to submit message');
    expect(communityToasts.replyFlagged).toBe('Reply flagged successfully.');
    expect(communityToasts.replyDeleted).toBe('Reply deleted successfully');
    expect(communityToasts.watchListUpdated).toBe('Watch list updated successfully.');
    expect(communityToasts.topicWatched).toBe('Topic watched successfully');
    expect(communityToasts.suspendConfirm('Sam')).toBe('Are you sure you want to suspend Sam?');
    expect(communityToasts.noActivity).toBe('No recent activity found.');
  });

  it('a watched-reply notification leads to its thread', () => {
    expect(communityNotificationTexts.watchedReply('Sam', 'Day one')).toBe('Sam replied in "Day one"');
    expect(notificationTarget({ type: communityNotificationTypes.watchedReply, thread_id: 7 })).toBe('/community/threads/7');
    expect(communityTargets.thread(7)).toBe('/community/threads/7');
  });
});
