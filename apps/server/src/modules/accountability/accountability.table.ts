import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  ActionType,
  InvitationReference,
  RelationshipSource,
  RequestStatus,
  RequestType,
  SosLevel,
  SosStatus,
} from '@holdfast/shared/accountability';
import { users } from '../accounts/accounts.table';
import { belongsTo, createdAt, updatedAt } from '../../platform/db/columns';

/**
 * Accountability relationships. `requester_id` asked `recipient_id` (null while an e-mail invitation
 * waits for an account; `recipient_email` keeps the address typed). A `standard` request asks the
 * recipient to hold the requester accountable; `mutual` lets each see the other. Between two people
 * at most one request is pending and at most one relationship is accepted (unique indexes on the
 * unordered pair); a pending one beside an accepted one is a request to widen it (merged on accept).
 * Rejected rows stay: the rejected requester may not ask that person again.
 */
export const accountabilityPartners = pgTable(
  'accountability_partners',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requesterId: belongsTo('requester_id', () => users.id),
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email'),
    actionType: text('action_type').$type<ActionType>().notNull(),
    requestType: text('request_type').$type<RequestType>().notNull(),
    status: text().$type<RequestStatus>().notNull().default('pending'),
    message: text(),
    source: text().$type<RelationshipSource>().notNull().default('direct'),
    invitationReference: text('invitation_reference').$type<InvitationReference>().notNull().default('direct'),
    /**
     * Asked through an anonymous post's author handle: until the recipient accepts, the requester
     * sees them only as 'Anonymous member' (no id, name or avatar); accepting reveals them.
     */
    recipientHidden: boolean('recipient_hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('accountability_pending_pair_unique')
      .on(sql`least(${t.requesterId}, ${t.recipientId})`, sql`greatest(${t.requesterId}, ${t.recipientId})`)
      .where(sql`${t.status} = 'pending' and ${t.recipientId} is not null`),
    uniqueIndex('accountability_accepted_pair_unique')
      .on(sql`least(${t.requesterId}, ${t.recipientId})`, sql`greatest(${t.requesterId}, ${t.recipientId})`)
      .where(sql`${t.status} = 'accepted'`),
    uniqueIndex('accountability_pending_email_unique')
      .on(t.requesterId, sql`lower(${t.recipientEmail})`)
      .where(sql`${t.status} = 'pending' and ${t.recipientId} is null`),
    index('accountability_recipient_idx').on(t.recipientId, t.status),
    index('accountability_requester_idx').on(t.requesterId, t.status),
    check('accountability_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    check('accountability_type_check', sql`${t.requestType} in ('mutual', 'standard')`),
    check('accountability_recipient_check', sql`${t.recipientId} is not null or ${t.recipientEmail} is not null`),
    check('accountability_not_self_check', sql`${t.recipientId} is null or ${t.recipientId} <> ${t.requesterId}`),
  ],
);

/**
 * Consent: what `owner_id` lets the other party of one relationship see. No row means everything
 * (the default); a row exists once the owner changed a switch.
 */
export const accountabilitySharing = pgTable(
  'accountability_sharing',
  {
    relationshipId: belongsTo('relationship_id', () => accountabilityPartners.id),
    ownerId: belongsTo('owner_id', () => users.id),
    checkIns: boolean('check_ins').notNull().default(true),
    crashReports: boolean('crash_reports').notNull().default(true),
    faster: boolean().notNull().default(true),
    streaks: boolean().notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.relationshipId, t.ownerId] })],
);

/**
 * A member's choices for the area: whether they get the Monday digest (on unless turned off), and
 * the week of the last digest sent to them (a digest job run twice sends one mail).
 */
export const accountabilityPreferences = pgTable('accountability_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  digestEnabled: boolean('digest_enabled').notNull().default(true),
  lastDigestWeek: date('last_digest_week'),
  updatedAt: updatedAt(),
});

/**
 * SOS: a member asks everyone who may see their data for help. One open at a time per member
 * (unique index); acknowledged by the first recipient who answers; escalated (sent again) when
 * nobody did within 15 minutes.
 */
export const sosAlerts = pgTable(
  'sos_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    level: text().$type<SosLevel>().notNull(),
    message: text(),
    phone: text(),
    status: text().$type<SosStatus>().notNull().default('open'),
    createdAt: createdAt(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    escalationJobId: text('escalation_job_id'),
  },
  (t) => [
    uniqueIndex('sos_alerts_one_open_unique')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('sos_alerts_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('sos_alerts_status_check', sql`${t.status} in ('open', 'acknowledged', 'closed')`),
    check('sos_alerts_level_check', sql`${t.level} in ('pray', 'text', 'call')`),
  ],
);

/**
 * Who an SOS went to (the same people get it again on escalation). `mailed_round` is the last mail
 * each was sent (1 first, 2 escalation): a mail job run twice (jobs are at least once) sends once.
 */
export const sosRecipients = pgTable(
  'sos_recipients',
  {
    sosId: belongsTo('sos_id', () => sosAlerts.id),
    userId: belongsTo('user_id', () => users.id),
    mailedRound: smallint('mailed_round').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sosId, t.userId] }), index('sos_recipients_user_idx').on(t.userId)],
);
