CREATE TABLE "agma_report_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"rpt_date" date NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"units" bigint NOT NULL,
	"orders_dollars" numeric(22, 2) NOT NULL,
	"shipments_dollars" numeric(22, 2) NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agma_report_versions_version_check" CHECK ("agma_report_versions"."version" >= 1)
);

CREATE TABLE "usmto_advance_releases" (
	"period" text PRIMARY KEY NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL
);

CREATE TABLE "usmto_advance_submissions" (
	"site_id" text NOT NULL,
	"period" text NOT NULL,
	"category" text NOT NULL,
	"units" bigint NOT NULL,
	"orders_dollars" numeric(17, 2) NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usmto_advance_submissions_site_id_period_category_pk" PRIMARY KEY("site_id","period","category"),
	CONSTRAINT "usmto_advance_submissions_period_check" CHECK ("usmto_advance_submissions"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);

CREATE UNIQUE INDEX "agma_report_versions_month_idx" ON "agma_report_versions" USING btree ("site_id","rpt_date","version");
