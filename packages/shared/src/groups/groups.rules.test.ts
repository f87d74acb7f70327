import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../validation';
import { addMemberInputSchema, createGroupInputSchema, createNoteInputSchema, updateMemberInputSchema } from './groups.contract';
import { groupTargets } from './groups.notifications';
import { groupsApiPaths, groupsWebPaths } from './groups.paths';
import { isLastAdmin, memberActions, type MembershipFacts } from './groups.rules';

const row = (
  userId: number | null,
  role: MembershipFacts['role'],
  requestStatus: MembershipFacts['requestStatus'] = 'accepted',
  isSharingData = false,
): MembershipFacts => ({
  userId,
  role,
  requestStatus,
  isSharingData,
});

describe('member actions (spec 2 section 6)', () => {
  const owner = row(1, 'owner');
  const co = row(2, 'group-leader');
  const member = row(3, 'member', 'accepted', true);

  it("the owner's row has no promote, demote or remove", () => {
    const a = memberActions(co, owner);
    expect([a.promote, a.demote, a.remove]).toEqual([false, false, false]);
  });
  it('nobody acts on their own row, but may leave it and set their own sharing', () => {
    for (const me of [owner, co, member]) {
      const a = memberActions(me, me);
      expect([a.promote, a.demote, a.remove, a.send_reminder, a.resend_invitation, a.view_notes]).toEqual([
        false,
        false,
        false,
        false,
        false,
        false,
      ]);
      expect(a.leave).toBe(true);
      expect(a.toggle_sharing).toBe(true);
    }
    expect(memberActions(row(4, 'member', 'pending'), row(4, 'member', 'pending')).toggle_sharing).toBe(false);
  });
  it('admins promote members, demote co-leaders, remove, remind sharing members, resend to not accepted', () => {
    expect(memberActions(owner, member)).toMatchObject({
      promote: true,
      demote: false,
      remove: true,
      send_reminder: true,
      resend_invitation: false,
      toggle_sharing: false,
      view_notes: true,
      leave: false,
    });
    expect(memberActions(owner, co)).toMatchObject({ promote: false, demote: true, remove: true });
    expect(memberActions(owner, row(5, 'member', 'accepted', false)).send_reminder).toBe(false);
    expect(memberActions(owner, row(5, 'member', 'pending', true)).send_reminder).toBe(false);
    expect(memberActions(co, row(5, 'member', 'pending')).resend_invitation).toBe(true);
    expect(memberActions(co, row(null, 'member', 'rejected')).resend_invitation).toBe(true);
  });
  it('a member or a pending co-leader acts on nobody else', () => {
    for (const viewer of [member, row(6, 'group-leader', 'pending'), null]) {
      const a = memberActions(viewer, row(7, 'member', 'accepted', true));
      expect(Object.values(a).every((v) => v === false)).toBe(true);
    }
  });
});

describe('last admin rule', () => {
  it('blocks only the only accepted owner or co-leader', () => {
    expect(isLastAdmin(1, [row(1, 'owner'), row(2, 'member'), row(3, 'group-leader', 'pending')])).toBe(true);
    expect(isLastAdmin(1, [row(1, 'owner'), row(2, 'group-leader')])).toBe(false);
    expect(isLastAdmin(2, [row(1, 'owner'), row(2, 'member')])).toBe(false);
  });
});

describe('contract spellings and messages', () => {
  it('roles and note types accept the PascalCase spelling', () => {
    expect(addMemberInputSchema.parse({ email: 'A@b.co', role: 'GroupLeader' })).toEqual({ email: 'a@b.co', role: 'group-leader' });
    expect(addMemberInputSchema.parse({ email: 'a@b.co', role: 'group leader' }).role).toBe('group-leader');
    expect(updateMemberInputSchema.parse({ role_type: 'promote' }).role_type).toBe('group-leader');
    expect(updateMemberInputSchema.parse({ role_type: 'Member' }).role_type).toBe('member');
    expect(createNoteInputSchema.parse({ title: 'Hi', note_type: 'MeetingNotes', notes: 'x' }).note_type).toBe('meeting_notes');
  });
  it('reports the spec messages', () => {
    const add = addMemberInputSchema.safeParse({ email: 'nope', role: 'owner' });
    expect(add.error?.issues.map((i) => i.message)).toEqual([m.email, m.invalid]);
    const note = createNoteInputSchema.safeParse({ title: 'a', note_type: 'note', note_content: 'x' });
    expect(note.error?.issues[0]?.message).toBe(m.minLength(2));
    expect(createNoteInputSchema.safeParse({ title: 'ab', note_type: 'note' }).error?.issues[0]?.message).toBe(m.required);
    expect(createNoteInputSchema.safeParse({ title: 'ab', note_type: 'status_changed', note_content: 'x' }).error?.issues[0]?.message).toBe(
      m.invalid,
    );
    const premium = createGroupInputSchema.safeParse({
      name: 'Men',
      group_type: 'premium_groups',
      premium_group_settings: { day: 'monday' },
    });
    expect(premium.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'premium_group_settings.projected_start_date',
      'premium_group_settings.meeting_time',
      'premium_group_settings.gender',
    ]);
    expect(createGroupInputSchema.safeParse({ name: 'M', group_type: 'standard' }).error?.issues[0]?.message).toBe(m.minLength(2));
  });
  it('a meeting_scheduled note defaults its date to now', () => {
    const v = createNoteInputSchema.parse({ title: 'Next', note_type: 'MeetingScheduled' });
    expect(Math.abs(Date.parse(v.meeting_date!) - Date.now())).toBeLessThan(5000);
  });
});

describe('groups paths', () => {
  it('API paths are relative, web paths absolute; targets open pages the web serves', () => {
    for (const path of Object.values(groupsApiPaths)) {
      const p = typeof path === 'function' ? path(7, 8) : path;
      expect(p).not.toMatch(/^\//);
    }
    for (const path of Object.values(groupsWebPaths)) expect(typeof path === 'function' ? path(7) : path).toMatch(/^\/[a-z]/);
    expect(groupTargets.memberProgress(3)).toBe(groupsWebPaths.memberProgress(3));
  });
});
