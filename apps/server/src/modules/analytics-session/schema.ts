// Tables of the analytics service's single sign-on (migration 0009_files.sql).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ssoTokens = pgTable('sso_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  siteId: text('site_id').notNull(),
  portalSessionId: text('portal_session_id').notNull(),
  timssCustomer: text('timss_customer').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const analyticsSessions = pgTable('analytics_sessions', {
  id: text('id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  siteId: text('site_id').notNull(),
  portalSessionId: text('portal_session_id').notNull(),
  timssCustomer: text('timss_customer').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});
