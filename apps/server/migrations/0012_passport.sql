CREATE TABLE "passport_booth_contracts" (
	"company_id" integer NOT NULL,
	"show_year" text NOT NULL,
	"booth" text NOT NULL,
	CONSTRAINT "passport_booth_contracts_pkey" PRIMARY KEY("company_id","show_year")
);

CREATE TABLE "passport_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "passport_companies_name_key" UNIQUE("name")
);

CREATE TABLE "passport_company_products" (
	"company_id" integer NOT NULL,
	"product" text NOT NULL,
	CONSTRAINT "passport_company_products_pkey" PRIMARY KEY("company_id","product")
);

CREATE TABLE "passport_company_users" (
	"site_id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL
);

CREATE TABLE "passport_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"show_year" text NOT NULL,
	"person_id" bigint NOT NULL,
	"registrant_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"email" text NOT NULL,
	"opt_in" boolean NOT NULL,
	"email_valid" boolean NOT NULL,
	"industry" text NOT NULL,
	"product_interest" text NOT NULL,
	"plant_size" text NOT NULL,
	"buying_role" text NOT NULL,
	"job_function" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "passport_contacts_registrant_type_check" CHECK ("passport_contacts"."registrant_type" in ('visitor', 'exhibitor', 'media', 'student'))
);

CREATE TABLE "passport_export_contacts" (
	"export_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	CONSTRAINT "passport_export_contacts_pkey" PRIMARY KEY("export_id","contact_id")
);

CREATE TABLE "passport_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"list_id" integer,
	"list_name" text NOT NULL,
	"show_year" text NOT NULL,
	"file_name" text NOT NULL,
	"only_opted_in" boolean NOT NULL,
	"contact_count" integer NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "passport_interactions" (
	"company_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"show_year" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "passport_interactions_pkey" PRIMARY KEY("company_id","contact_id"),
	CONSTRAINT "passport_interactions_kind_check" CHECK ("passport_interactions"."kind" in ('lead', 'opportunity'))
);

CREATE TABLE "passport_list_members" (
	"list_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	CONSTRAINT "passport_list_members_pkey" PRIMARY KEY("list_id","contact_id")
);

CREATE TABLE "passport_saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_site_id" text NOT NULL,
	"show_year" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contact_type" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"contact_count" integer NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passport_saved_filters_owner_name_key" UNIQUE("owner_site_id","name")
);

CREATE TABLE "passport_saved_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_site_id" text NOT NULL,
	"show_year" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_exported_at" timestamp with time zone,
	CONSTRAINT "passport_saved_lists_owner_name_key" UNIQUE("owner_site_id","name")
);

CREATE TABLE "passport_seat_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_site_id" text,
	"to_site_id" text,
	"seats" integer,
	"reason" text NOT NULL,
	"by_site_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "passport_seats" (
	"subscription_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passport_seats_pkey" PRIMARY KEY("subscription_id","site_id")
);

CREATE TABLE "passport_show_years" (
	"show_year" text PRIMARY KEY NOT NULL,
	"show_key" text NOT NULL,
	"year" integer NOT NULL,
	"starts_on" date NOT NULL,
	CONSTRAINT "passport_show_years_show_key_year_key" UNIQUE("show_key","year")
);

CREATE TABLE "passport_shows" (
	"show_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"included_seats" integer NOT NULL,
	CONSTRAINT "passport_shows_kind_check" CHECK ("passport_shows"."kind" in ('main', 'regional'))
);

CREATE TABLE "passport_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"show_year" text NOT NULL,
	"included_seats" integer NOT NULL,
	"extra_seats" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passport_subscriptions_company_id_show_year_key" UNIQUE("company_id","show_year"),
	CONSTRAINT "passport_subscriptions_seats_check" CHECK ("passport_subscriptions"."included_seats" >= 1 and "passport_subscriptions"."extra_seats" >= 0)
);

CREATE TABLE "passport_suppressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_hash" text NOT NULL,
	"contacts_removed" integer NOT NULL,
	"exported_by_company_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passport_suppressions_email_hash_key" UNIQUE("email_hash")
);

CREATE TABLE "passport_terms_acceptances" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"accepted_by" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "passport_territories" (
	"company_id" integer NOT NULL,
	"show_year" text NOT NULL,
	"region_kind" text NOT NULL,
	"region_code" text NOT NULL,
	"site_id" text NOT NULL,
	CONSTRAINT "passport_territories_pkey" PRIMARY KEY("company_id","show_year","region_kind","region_code"),
	CONSTRAINT "passport_territories_region_kind_check" CHECK ("passport_territories"."region_kind" in ('state', 'country'))
);

ALTER TABLE "passport_booth_contracts" ADD CONSTRAINT "passport_booth_contracts_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_booth_contracts" ADD CONSTRAINT "passport_booth_contracts_show_year_passport_show_years_show_year_fk" FOREIGN KEY ("show_year") REFERENCES "public"."passport_show_years"("show_year") ON DELETE no action ON UPDATE no action;
ALTER TABLE "passport_company_products" ADD CONSTRAINT "passport_company_products_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_company_users" ADD CONSTRAINT "passport_company_users_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_company_users" ADD CONSTRAINT "passport_company_users_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "public"."users"("site_id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_contacts" ADD CONSTRAINT "passport_contacts_show_year_passport_show_years_show_year_fk" FOREIGN KEY ("show_year") REFERENCES "public"."passport_show_years"("show_year") ON DELETE no action ON UPDATE no action;
ALTER TABLE "passport_export_contacts" ADD CONSTRAINT "passport_export_contacts_export_id_passport_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."passport_exports"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_export_contacts" ADD CONSTRAINT "passport_export_contacts_contact_id_passport_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."passport_contacts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_exports" ADD CONSTRAINT "passport_exports_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_exports" ADD CONSTRAINT "passport_exports_list_id_passport_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."passport_saved_lists"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "passport_interactions" ADD CONSTRAINT "passport_interactions_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_interactions" ADD CONSTRAINT "passport_interactions_contact_id_passport_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."passport_contacts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_list_members" ADD CONSTRAINT "passport_list_members_list_id_passport_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."passport_saved_lists"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_list_members" ADD CONSTRAINT "passport_list_members_contact_id_passport_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."passport_contacts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_saved_filters" ADD CONSTRAINT "passport_saved_filters_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_saved_filters" ADD CONSTRAINT "passport_saved_filters_owner_site_id_users_site_id_fk" FOREIGN KEY ("owner_site_id") REFERENCES "public"."users"("site_id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_saved_filters" ADD CONSTRAINT "passport_saved_filters_show_year_passport_show_years_show_year_fk" FOREIGN KEY ("show_year") REFERENCES "public"."passport_show_years"("show_year") ON DELETE no action ON UPDATE no action;
ALTER TABLE "passport_saved_lists" ADD CONSTRAINT "passport_saved_lists_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_saved_lists" ADD CONSTRAINT "passport_saved_lists_owner_site_id_users_site_id_fk" FOREIGN KEY ("owner_site_id") REFERENCES "public"."users"("site_id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_saved_lists" ADD CONSTRAINT "passport_saved_lists_show_year_passport_show_years_show_year_fk" FOREIGN KEY ("show_year") REFERENCES "public"."passport_show_years"("show_year") ON DELETE no action ON UPDATE no action;
ALTER TABLE "passport_seat_changes" ADD CONSTRAINT "passport_seat_changes_subscription_id_passport_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."passport_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_seats" ADD CONSTRAINT "passport_seats_subscription_id_passport_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."passport_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_seats" ADD CONSTRAINT "passport_seats_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "public"."users"("site_id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_show_years" ADD CONSTRAINT "passport_show_years_show_key_passport_shows_show_key_fk" FOREIGN KEY ("show_key") REFERENCES "public"."passport_shows"("show_key") ON DELETE no action ON UPDATE no action;
ALTER TABLE "passport_subscriptions" ADD CONSTRAINT "passport_subscriptions_booth_contract_fkey" FOREIGN KEY ("company_id","show_year") REFERENCES "public"."passport_booth_contracts"("company_id","show_year") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_terms_acceptances" ADD CONSTRAINT "passport_terms_acceptances_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_territories" ADD CONSTRAINT "passport_territories_company_id_passport_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."passport_companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "passport_territories" ADD CONSTRAINT "passport_territories_show_year_passport_show_years_show_year_fk" FOREIGN KEY ("show_year") REFERENCES "public"."passport_show_years"("show_year") ON DELETE no action ON UPDATE no action;
ALTER TABLE "passport_territories" ADD CONSTRAINT "passport_territories_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "public"."users"("site_id") ON DELETE cascade ON UPDATE no action;
CREATE INDEX "passport_company_users_company" ON "passport_company_users" USING btree ("company_id");
CREATE INDEX "passport_contacts_show_year" ON "passport_contacts" USING btree ("show_year","registrant_type","industry","product_interest","plant_size","buying_role","job_function","country","state","opt_in","email_valid","id");
CREATE INDEX "passport_contacts_person" ON "passport_contacts" USING btree ("person_id");
CREATE INDEX "passport_contacts_email" ON "passport_contacts" USING btree (lower("email"));
CREATE INDEX "passport_contacts_location" ON "passport_contacts" USING btree ("show_year","lat","lon");
CREATE INDEX "passport_contacts_last_name" ON "passport_contacts" USING btree ("show_year",lower("last_name"),lower("first_name"),"id");
CREATE INDEX "passport_export_contacts_contact" ON "passport_export_contacts" USING btree ("contact_id");
CREATE INDEX "passport_exports_company" ON "passport_exports" USING btree ("company_id","exported_at");
CREATE INDEX "passport_interactions_company_show_year" ON "passport_interactions" USING btree ("company_id","show_year","kind");
CREATE INDEX "passport_interactions_contact" ON "passport_interactions" USING btree ("contact_id");
CREATE INDEX "passport_list_members_contact" ON "passport_list_members" USING btree ("contact_id");
CREATE INDEX "passport_seats_site" ON "passport_seats" USING btree ("site_id");
CREATE INDEX "passport_territories_user" ON "passport_territories" USING btree ("site_id","show_year");
