import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from '../../platform/db/columns';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    username: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    verifiedOn: timestamp('verified_on', { withTimezone: true }),
    wpPasswordMapped: boolean('wp_password_mapped').notNull().default(false),
    configurationComplete: boolean('configuration_complete').notNull().default(true),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness lives in the database, not only in code.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    // The few suspended accounts, so a list can leave them out without reading every member's row
    // (the members directory: `user_id not in (select id from users where suspended_at is not null)`).
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} is not null`),
  ],
);

export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  middleName: text('middle_name'),
  lastName: text('last_name'),
  displayName: text('display_name'),
  biography: text(),
  gender: text(),
  dob: date(),
  age: integer(),
  countryId: integer('country_id'),
  timezoneId: integer('timezone_id'),
  isMarried: boolean('is_married').notNull().default(false),
  isStudent: boolean('is_student').notNull().default(false),
  isLeader: boolean('is_leader').notNull().default(false),
  church: text(),
  zipCode: text('zip_code'),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  needsAccountability: boolean('needs_accountability').notNull().default(false),
  tagIds: integer('tag_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  profileIcon: text('profile_icon'),
  communityAgreementAccepted: boolean('community_agreement_accepted').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const roles = pgTable('roles', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: belongsTo('user_id', () => users.id),
    roleId: belongsTo('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Bearer tokens, stored only as SHA-256 hashes. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The client's own description of itself (a summarised user agent, or what it sent at sign-in). */
    device: text(),
    /** Where the client said it signed in (the web sends its time zone); never a geolocation. */
    place: text(),
    /** The last call made with the token, written at most every five minutes. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Wrong app-lock PINs in a row on this session; the fifth revokes it. */
    pinFailures: integer('pin_failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

/** The app lock's PIN (an argon2id hash, as passwords are); a row means the lock is on. */
export const appLocks = pgTable('app_locks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const ACCOUNT_TOKEN_PURPOSES = ['verify-email', 'reset-password', 'impersonation', 'undo-email-change'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * One-time tokens sent by mail (verification, reset, the old address's undo of an e-mail change: `email`
 * is then the address to restore) or made by an admin (impersonation).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text().$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** At most one pending e-mail change per user; the token confirms the new address. */
export const changeEmailRequests = pgTable('change_email_requests', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const userMeta = pgTable(
  'user_meta',
  {
    userId: belongsTo('user_id', () => users.id),
    key: text().notNull(),
    value: jsonb(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Who did what to whom, for admin actions that act as or on another user. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What else the change was about when it is not (only) a person: 'course', 'system_config' … */
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The changed fields before and after (ids, flags, settings: never a person's own content). */
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    /** Where the action requires one (impersonation, erasure on request, a rejection). */
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_target_idx').on(t.targetUserId)],
);
