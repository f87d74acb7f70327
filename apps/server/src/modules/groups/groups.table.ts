import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  GroupRole,
  GroupType,
  MemberPremiumStatus,
  MemberRequestStatus,
  NoteType,
  PremiumGroupSettings,
  PremiumGroupStatus,
} from '@holdfast/shared/groups';
import { users } from '../accounts/accounts.table';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Small groups (spec 2 section 3 "Group"). `owner_id` made it (the owner's membership row is made
 * with it). Premium groups carry their settings and status; standard groups have neither.
 */
export const groups = pgTable(
  'groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    groupType: text('group_type').$type<GroupType>().notNull().default('standard'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalSeats: integer('total_seats'),
    premiumGroupSettings: jsonb('premium_group_settings').$type<PremiumGroupSettings>(),
    premiumGroupStatus: text('premium_group_status').$type<PremiumGroupStatus>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('groups_owner_idx').on(t.ownerId),
    check('groups_type_check', sql`${t.groupType} in ('standard', 'premium_groups')`),
    check('groups_premium_check', sql`(${t.groupType} = 'premium_groups') = (${t.premiumGroupSettings} is not null)`),
  ],
);

/**
 * Memberships (spec 2 section 3 "Group member"). An invitation to an address with no account has
 * `user_id` null and `invite_email` set until the person registers from the link (then `user_id`
 * is filled and the row stays pending). One row per person per group (unique indexes).
 * `is_sharing_data` is the member's consent: group admins see that member's check-ins, crash
 * reports and course progress while it is on and the row is accepted.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    inviteEmail: text('invite_email'),
    roleType: text('role_type').$type<GroupRole>().notNull(),
    requestStatus: text('request_status').$type<MemberRequestStatus>().notNull().default('pending'),
    isSharingData: boolean('is_sharing_data').notNull().default(false),
    premiumGroupStatus: text('premium_group_status').$type<MemberPremiumStatus>(),
    premiumGroupApplicationId: integer('premium_group_application_id'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('group_members_group_user_unique')
      .on(t.groupId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('group_members_group_email_unique')
      .on(t.groupId, sql`lower(${t.inviteEmail})`)
      .where(sql`${t.userId} is null`),
    // My groups (any status) and the groups I administer (the triage view starts here).
    index('group_members_user_idx').on(t.userId, t.requestStatus, t.roleType),
    // A group's members; the accepted sharing ones are the member-data reads.
    index('group_members_group_idx').on(t.groupId, t.requestStatus, t.isSharingData),
    check('group_members_role_check', sql`${t.roleType} in ('owner', 'group-leader', 'member')`),
    check('group_members_status_check', sql`${t.requestStatus} in ('pending', 'accepted', 'rejected')`),
    check('group_members_person_check', sql`${t.userId} is not null or ${t.inviteEmail} is not null`),
  ],
);

/**
 * Notes on a member (spec 2 section 3 "Group note"), visible to the group's owner, co-leaders and
 * app admins, never to the member. `note_type` in the stored (lower-case underscore) spelling;
 * status-change notes hold previous_state and new_state. `admin_id` set means an app admin wrote it.
 */
export const groupNotes = pgTable(
  'group_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => groupMembers.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    noteType: text('note_type').$type<NoteType>().notNull(),
    content: text(),
    meetingDate: timestamp('meeting_date', { withTimezone: true }),
    previousState: text('previous_state'),
    newState: text('new_state'),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_notes_member_created_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    check(
      'group_notes_type_check',
      sql`${t.noteType} in ('note', 'meeting_notes', 'meeting_scheduled', 'status_changed', 'member_status_changed')`,
    ),
  ],
);
