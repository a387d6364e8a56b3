// Tables of the Exhibitor Passport e-mail campaigns (issue 16, decision 043): the campaigns a company
// owns, one send record per (campaign, contact) claimed before sending, global unsubscribes, the
// company's verified sender domains and its daily cap. A module's sub-folder schema.ts is read by
// drizzle-kit like its own (drizzle.config.ts, scripts/drizzle-schema.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { passportCompanies, passportContacts, passportSavedLists } from '../schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const passportCampaigns = pgTable(
  'passport_campaigns',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => passportCompanies.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull(),
    name: text('name').notNull(),
    fromName: text('from_name').notNull().default(''),
    fromEmail: text('from_email').notNull().default(''),
    replyTo: text('reply_to').notNull().default(''),
    subject: text('subject').notNull().default(''),
    listId: integer('list_id').references(() => passportSavedLists.id, { onDelete: 'set null' }),
    emailType: text('email_type').notNull().default('html'),
    /** Own HTML, stored sanitised. */
    html: text('html').notNull().default(''),
    /** The template and its fields (email_type template). */
    template: jsonb('template'),
    clickTracking: boolean('click_tracking').notNull().default(false),
    /**
     * The content rendered when saved or queued ({subject, html, text, key}), so the sender need not
     * load the HTML libraries (decision 094); `key` says what it was rendered from.
     */
    prepared: jsonb('prepared'),
    status: text('status').notNull().default('draft'),
    sendAt: at('send_at'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    /** Set while a running campaign waits for the next day's quota. */
    heldUntil: at('held_until'),
    /** Sample data of the seed (a demo campaign): never sent. */
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('passport_campaigns_company_id_name_key').on(t.companyId, t.name),
    check(
      'passport_campaigns_status_check',
      sql`${t.status} in ('draft', 'scheduled', 'running', 'paused', 'cancelled', 'finished')`,
    ),
    check('passport_campaigns_email_type_check', sql`${t.emailType} in ('html', 'template')`),
    index('passport_campaigns_status').on(t.status, t.sendAt),
  ],
);

/**
 * One recipient of one campaign. queued → sending (claimed under a lease, just before it is handed to
 * SMTP) → sent or failed. A `sending` row whose lease ran out is never sent again (decision 043).
 */
export const passportCampaignSends = pgTable(
  'passport_campaign_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => passportCampaigns.id, { onDelete: 'cascade' }),
    // A forgotten person's contacts are deleted: their send records go with them (no e-mail kept).
    contactId: bigint('contact_id', { mode: 'number' })
      .notNull()
      .references(() => passportContacts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailHash: text('email_hash').notNull(),
    batch: integer('batch').notNull(),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedUntil: at('claimed_until'),
    messageId: text('message_id'),
    sentAt: at('sent_at'),
    error: text('error'),
    unsubscribedAt: at('unsubscribed_at'),
    clickedAt: at('clicked_at'),
  },
  (t) => [
    unique('passport_campaign_sends_campaign_id_contact_id_key').on(t.campaignId, t.contactId),
    check('passport_campaign_sends_state_check', sql`${t.state} in ('queued', 'sending', 'sent', 'failed')`),
    index('passport_campaign_sends_due').on(t.campaignId, t.state, t.nextAttemptAt),
    // The sender claims in (batch, id) order: walking this index stops at the first due rows
    // instead of sorting every queued row of the campaign at each claim (bench:campaigns, 50,000).
    index('passport_campaign_sends_claim_order').on(t.campaignId, t.state, t.batch, t.id),
    index('passport_campaign_sends_contact').on(t.contactId),
    index('passport_campaign_sends_sent_at').on(t.sentAt),
  ],
);

/** Global unsubscribes: the hash of the e-mail, effective for every exhibitor's later sends. */
export const passportCampaignUnsubscribes = pgTable('passport_campaign_unsubscribes', {
  emailHash: text('email_hash').primaryKey(),
  campaignId: integer('campaign_id').references(() => passportCampaigns.id, { onDelete: 'set null' }),
  unsubscribedAt: at('unsubscribed_at').notNull().defaultNow(),
});

/** Clicks through the redirect (only in campaigns with click tracking on). */
export const passportCampaignClicks = pgTable(
  'passport_campaign_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sendId: bigint('send_id', { mode: 'number' })
      .notNull()
      .references(() => passportCampaignSends.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    clickedAt: at('clicked_at').notNull().defaultNow(),
  },
  (t) => [index('passport_campaign_clicks_send').on(t.sendId)],
);

/** A domain a company may send from, once confirmed through the e-mail sent to an address there. */
export const passportSenderDomains = pgTable(
  'passport_sender_domains',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => passportCompanies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    confirmEmail: text('confirm_email').notNull(),
    /** SHA-256 of the confirmation token; null once confirmed. */
    tokenHash: text('token_hash').unique('passport_sender_domains_token_hash_key'),
    requestedBy: text('requested_by').notNull(),
    requestedAt: at('requested_at').notNull().defaultNow(),
    verifiedAt: at('verified_at'),
    /** The administrator who verified it from the console instead of the confirmation mail (decision 068). */
    verifiedBy: text('verified_by'),
  },
  (t) => [primaryKey({ name: 'passport_sender_domains_pkey', columns: [t.companyId, t.domain] })],
);

/** The administrator's daily cap of a company (DEFAULT_DAILY_CAP when none). */
export const passportSendingCaps = pgTable('passport_sending_caps', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => passportCompanies.id, { onDelete: 'cascade' }),
  dailyCap: integer('daily_cap').notNull(),
  setBy: text('set_by').notNull(),
  setAt: at('set_at').notNull().defaultNow(),
  /** Optimistic locking of the console's edit (decision 050); a company without a row is version 0. */
  version: integer('version').notNull().default(1),
});

/** Messages a company's senders reserved per UTC day: the daily cap is checked against this atomically. */
export const passportDailySends = pgTable(
  'passport_daily_sends',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => passportCompanies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'passport_daily_sends_pkey', columns: [t.companyId, t.day] })],
);
