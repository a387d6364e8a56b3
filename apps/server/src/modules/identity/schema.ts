// Tables of the identity module (migration 0003_identity.sql).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    siteId: text('site_id').primaryKey(),
    userid: text('userid').notNull(),
    email: text('email').notNull(),
    nameFirst: text('name_first').notNull().default(''),
    nameLast: text('name_last').notNull().default(''),
    organization: text('organization').notNull().default(''),
    timssCustomer: text('timss_customer').notNull(),
    isAmtMember: boolean('is_amt_member').notNull().default(false),
    subscriptionActive: boolean('subscription_active').notNull().default(false),
    /** Added (issue 19): the first day of the subscription; null = since ever. */
    subscriptionStartsOn: date('subscription_starts_on', { mode: 'string' }),
    subscriptionExpiresOn: date('subscription_expires_on', { mode: 'string' }),
    hasSignedEula: boolean('has_signed_eula').notNull().default(false),
    eulaSignedAt: at('eula_signed_at'),
    forcePasswordChange: boolean('force_password_change').notNull().default(false),
    profileProvisioning: boolean('profile_provisioning').notNull().default(false),
    isAdministrator: boolean('is_administrator').notNull().default(false),
    passwordHash: text('password_hash'),
    passwordChangedAt: at('password_changed_at'),
    lockedUntil: at('locked_until'),
    /** Added (issue 19): set while an administrator has disabled the account; it cannot sign in. */
    disabledAt: at('disabled_at'),
    lastLoginAt: at('last_login_at'),
    /** Optimistic lock of the administrator console (decision 050): each console edit adds 1. */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_userid_lower').on(sql`lower(${t.userid})`),
    index('users_email_lower').on(sql`lower(${t.email})`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    siteId: text('site_id').notNull(),
    role: text('role').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_roles_pkey', columns: [t.siteId, t.role] }),
    foreignKey({ name: 'user_roles_site_id_fkey', columns: [t.siteId], foreignColumns: [users.siteId] }).onDelete(
      'cascade',
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    actingAdmin: text('acting_admin'),
    secretHash: text('secret_hash').notNull(),
    previousSecretHash: text('previous_secret_hash'),
    rotatedAt: at('rotated_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    foreignKey({ name: 'sessions_site_id_fkey', columns: [t.siteId], foreignColumns: [users.siteId] }).onDelete(
      'cascade',
    ),
    index('sessions_site_id').on(t.siteId).where(sql`${t.revokedAt} is null`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    siteId: text('site_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    requestedIp: text('requested_ip'),
  },
  (t) => [
    foreignKey({
      name: 'password_reset_tokens_site_id_fkey',
      columns: [t.siteId],
      foreignColumns: [users.siteId],
    }).onDelete('cascade'),
    index('password_reset_tokens_site_id').on(t.siteId),
  ],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: text('site_id').notNull(),
    at: at('at').notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [
    foreignKey({ name: 'login_failures_site_id_fkey', columns: [t.siteId], foreignColumns: [users.siteId] }).onDelete(
      'cascade',
    ),
    index('login_failures_site_at').on(t.siteId, t.at),
  ],
);
