import { describe, expect, it } from 'vitest';
import {
  ATTENTION_CRASH_HOURS,
  ATTENTION_NO_CHECK_IN_DAYS,
  ATTENTION_REASONS,
  DEFAULT_MEETING_TIME,
  GROUP_MEMBERS_PAGE_SIZE,
  GROUP_ROLES,
  MEETING_DAYS,
  NOTE_TYPE_PASCAL,
  NOTE_TYPES,
  PREMIUM_MAX_MEMBERS,
  PREMIUM_MIN_MEMBERS,
} from './groups.constants';
import { groupParamsSchema, normalizeNoteType, premiumGroupSettingsInputSchema } from './groups.contract';
import {
  attentionReasonLabels,
  groupNotificationTexts,
  groupReminderTexts,
  groupRoleLabels,
  groupsRealtimeTexts,
  groupsTexts,
  meetingDayLabels,
  noteTypeLabels,
} from './groups.texts';

describe('groups texts', () => {
  it('section 8 texts are the spec words', () => {
    expect(groupsTexts.loadGroupsFailure).toBe('Error loading groups');
    expect(groupsTexts.renamed).toBe('Group name changed successfully');
    expect(groupsTexts.invitationToGroupSent).toBe('Invitation to join group sent.');
    expect(groupsTexts.deleted).toBe('Group deleted successfully');
    expect(groupsTexts.created).toBe('New group created successfully');
    expect(groupsTexts.memberRemoved).toBe('Member removed successfully.');
    expect(groupsTexts.left).toBe('Group left successfully');
    expect(groupsTexts.sharingUpdated).toBe('Sharing status of leader updated');
    expect(groupsTexts.roleUpdated).toBe('User role updated successfully');
    expect(groupsTexts.reminderSent).toBe('Reminder sent successfully');
    expect(groupsTexts.statusUpdated).toBe('Status updated successfully');
    expect(groupsTexts.groupNameMismatch).toBe('Group name does not match');
    expect(groupsTexts.saveNotesFailure).toBe('Unable to save notes');
    expect(groupsTexts.lastAdmin).toBe('Please add another Group admin before leaving the group.');
    expect(groupsRealtimeTexts.groupRemoved).toBe('A group has been removed from system');
    expect(groupsRealtimeTexts.youWereInvited('{name}')).toBe('You have been invited in a new group {name}');
    expect(groupsRealtimeTexts.memberRemoved('{name}')).toBe('A members has been removed from group {name}');
  });

  it('the realtime and notification texts name the group', () => {
    expect(groupsRealtimeTexts.youWereRemoved('Men of Faith')).toBe('You have been removed from group Men of Faith');
    expect(groupsRealtimeTexts.memberInvited('A')).toBe('New member invited to group A');
    expect(groupsRealtimeTexts.memberUpdated('A')).toBe('A Member status in group A has been updated');
    expect(groupNotificationTexts.invited('A')).toBe(groupsRealtimeTexts.youWereInvited('A'));
    expect(groupReminderTexts.message('A')).toContain('A');
  });

  it('every role, note type, day and reason has a label; PascalCase spellings map back', () => {
    for (const r of GROUP_ROLES) expect(groupRoleLabels[r]).toBeTruthy();
    for (const n of NOTE_TYPES) {
      expect(noteTypeLabels[n]).toBeTruthy();
      expect(normalizeNoteType(NOTE_TYPE_PASCAL[n])).toBe(n);
    }
    for (const d of MEETING_DAYS) expect(meetingDayLabels[d]).toBeTruthy();
    for (const a of ATTENTION_REASONS) expect(attentionReasonLabels[a]).toBeTruthy();
    expect(attentionReasonLabels.crash_report).toContain(String(ATTENTION_CRASH_HOURS));
    expect(attentionReasonLabels.no_check_in).toContain(String(ATTENTION_NO_CHECK_IN_DAYS));
  });

  it('the spec constants', () => {
    expect([GROUP_MEMBERS_PAGE_SIZE, PREMIUM_MIN_MEMBERS, PREMIUM_MAX_MEMBERS]).toEqual([15, 4, 6]);
    expect(
      premiumGroupSettingsInputSchema.safeParse({
        day: 'Monday',
        projected_start_date: '2027-01-04',
        meeting_time: DEFAULT_MEETING_TIME,
        gender: 'male',
      }).success,
    ).toBe(true);
    expect(
      premiumGroupSettingsInputSchema.safeParse({
        day: 'monday',
        projected_start_date: '2027-01-04',
        meeting_time: '12:15',
        gender: 'male',
      }).success,
    ).toBe(false);
    expect(groupParamsSchema.safeParse({ id: '0' }).success).toBe(false);
  });
});
