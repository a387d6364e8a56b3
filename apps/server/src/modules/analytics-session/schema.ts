// Tables of the analytics service's single sign-on (migration 0009_files.sql).
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ssoTokens = pgTable(
  'sso_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    siteId: text('site_id').notNull(),
    portalSessionId: text('portal_session_id').notNull(),
    timssCustomer: text('timss_customer').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('sso_tokens_expires_at_idx').on(t.expiresAt)],
);

export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    siteId: text('site_id').notNull(),
    portalSessionId: text('portal_session_id').notNull(),
    timssCustomer: text('timss_customer').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('analytics_sessions_portal_session_idx').on(t.portalSessionId),
    index('analytics_sessions_expires_at_idx').on(t.expiresAt),
  ],
);
