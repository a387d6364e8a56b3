import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** Optimistic locking for the admin console: an edit names the version it started from. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NewsletterStatus = 'pending' | 'active' | 'unsubscribed';
export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('newsletter_subscriptions_email_key'),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastRequestedMailAt: timestamp('last_requested_mail_at', { withTimezone: true }),
  },
  (t) => [check('newsletter_subscriptions_status_check', sql`${t.status} in ('pending', 'active', 'unsubscribed')`)],
);

export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: uuid('subscription_id').notNull(),
    purpose: text('purpose').$type<NewsletterTokenPurpose>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'newsletter_tokens_subscription_id_fkey',
      columns: [t.subscriptionId],
      foreignColumns: [newsletterSubscriptions.id],
    }).onDelete('cascade'),
    check('newsletter_tokens_purpose_check', sql`${t.purpose} in ('confirm', 'unsubscribe')`),
    index('newsletter_tokens_subscription').on(t.subscriptionId, t.purpose),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Who may find a search document: everyone, any signed-in user, or those who may read the roadmaps. */
export type SearchAudience = 'public' | 'signed_in' | 'roadmaps';

/**
 * The site search index (decision 048): the site's pages and the roadmaps as text, rebuilt from
 * their sources at every start. Users' file names are not copied here; the files module searches them.
 */
export const siteSearchDocuments = pgTable(
  'site_search_documents',
  {
    /** The page's path, e.g. /legal/privacy-policy or /techtrends-compareRoadmaps?ids=… */
    path: text('path').primaryKey(),
    /** Which source wrote it (pages, roadmaps), so a rebuild replaces that source's rows only. */
    source: text('source').notNull(),
    audience: text('audience').$type<SearchAudience>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // A title match weighs more than a body match (ts_rank weights A over B).
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')`,
      ),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('site_search_documents_audience_check', sql`${t.audience} in ('public', 'signed_in', 'roadmaps')`),
    index('site_search_documents_vector_idx').using('gin', t.searchVector),
  ],
);
