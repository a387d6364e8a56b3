CREATE TABLE "usmto_advance_figures" (
	"period" date NOT NULL,
	"category" text NOT NULL,
	"units" bigint NOT NULL,
	"orders_dollars" numeric(17, 2) NOT NULL,
	"contributors" integer NOT NULL,
	CONSTRAINT "usmto_advance_figures_pkey" PRIMARY KEY("period","category"),
	CONSTRAINT "usmto_advance_figures_period_check" CHECK ("usmto_advance_figures"."period" = date_trunc('month', "usmto_advance_figures"."period")::date)
);

ALTER TABLE "usmto_advance_releases" ADD COLUMN "published_at" timestamp with time zone;
