CREATE TABLE "passport_campaign_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"send_id" bigint NOT NULL,
	"url" text NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "passport_campaign_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"email" text NOT NULL,
	"email_hash" text NOT NULL,
	"batch" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"unsubscribed_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	CONSTRAINT "passport_campaign_sends_campaign_id_contact_id_key" UNIQUE("campaign_id","contact_id"),
	CONSTRAINT "passport_campaign_sends_state_check" CHECK ("passport_campaign_sends"."state" in ('queued', 'sending', 'sent', 'failed'))
);

CREATE TABLE "passport_campaign_unsubscribes" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"campaign_id" integer,
	"unsubscribed_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "passport_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" text NOT NULL,
	"name" text NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"from_email" text DEFAULT '' NOT NULL,
	"reply_to" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"list_id" integer,
	"email_type" text DEFAULT 'html' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"template" jsonb,
	"click_tracking" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"held_until" timestamp with time zone,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passport_campaigns_company_id_name_key" UNIQUE("company_id","name"),
	CONSTRAINT "passport_campaigns_status_check" CHECK ("passport_campaigns"."status" in ('draft', 'scheduled', 'running', 'paused', 'cancelled', 'finished')),
	CONSTRAINT "passport_campaigns_email_type_check" CHECK ("passport_campaigns"."email_type" in ('html', 'template'))
);

CREATE TABLE "passport_daily_sends" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "passport_daily_sends_pkey" PRIMARY KEY("company_id","day")
);

CREATE TABLE "passport_sender_domains" (
	"company_id" integer NOT NULL,
	"domain" text NOT NULL,
	"confirm_email" text NOT NULL,
	"token_hash" text,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "passport_sender_domains_pkey" PRIMARY KEY("company_id","domain"),
	CONSTRAINT "passport_sender_domains_token_hash_key" UNIQUE("token_hash")
);

CREATE TABLE "passport_sending_caps" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"daily_cap" integer NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "passport_campaign_clicks" ADD CONSTRAINT "passport_campaign_clicks_send_id_passport_campaign_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."passport_campaign_sends"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_campaign_sends" ADD CONSTRAINT "passport_campaign_sends_campaign_id_passport_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."passport_campaigns"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_campaign_sends" ADD CONSTRAINT "passport_campaign_sends_contact_id_passport_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."passport_contacts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_campaign_unsubscribes" ADD CONSTRAINT "passport_campaign_unsubscribes_campaign_id_passport_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."passport_campaigns"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "passport_campaigns" ADD CONSTRAINT "passport_campaigns_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_campaigns" ADD CONSTRAINT "passport_campaigns_list_id_passport_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."passport_saved_lists"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "passport_daily_sends" ADD CONSTRAINT "passport_daily_sends_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_sender_domains" ADD CONSTRAINT "passport_sender_domains_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_sending_caps" ADD CONSTRAINT "passport_sending_caps_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
CREATE INDEX "passport_campaign_clicks_send" ON "passport_campaign_clicks" USING btree ("send_id");
CREATE INDEX "passport_campaign_sends_due" ON "passport_campaign_sends" USING btree ("campaign_id","state","next_attempt_at");
CREATE INDEX "passport_campaign_sends_contact" ON "passport_campaign_sends" USING btree ("contact_id");
CREATE INDEX "passport_campaign_sends_sent_at" ON "passport_campaign_sends" USING btree ("sent_at");
CREATE INDEX "passport_campaigns_status" ON "passport_campaigns" USING btree ("status","send_at");
