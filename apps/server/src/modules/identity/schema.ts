// Tables of the identity module (migration 0003_identity.sql).
import { bigserial, boolean, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  siteId: text('site_id').primaryKey(),
  userid: text('userid').notNull(),
  email: text('email').notNull(),
  nameFirst: text('name_first').notNull().default(''),
  nameLast: text('name_last').notNull().default(''),
  organization: text('organization').notNull().default(''),
  timssCustomer: text('timss_customer').notNull(),
  isAmtMember: boolean('is_amt_member').notNull().default(false),
  subscriptionActive: boolean('subscription_active').notNull().default(false),
  subscriptionExpiresOn: date('subscription_expires_on', { mode: 'string' }),
  hasSignedEula: boolean('has_signed_eula').notNull().default(false),
  eulaSignedAt: at('eula_signed_at'),
  forcePasswordChange: boolean('force_password_change').notNull().default(false),
  profileProvisioning: boolean('profile_provisioning').notNull().default(false),
  isAdministrator: boolean('is_administrator').notNull().default(false),
  passwordHash: text('password_hash'),
  passwordChangedAt: at('password_changed_at'),
  lockedUntil: at('locked_until'),
  lastLoginAt: at('last_login_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    siteId: text('site_id').notNull(),
    role: text('role').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.role] })],
);

export const sessions = pgTable('sessions', {
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
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  siteId: text('site_id').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  requestedIp: text('requested_ip'),
});

export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteId: text('site_id').notNull(),
  at: at('at').notNull().defaultNow(),
  ip: text('ip'),
});
