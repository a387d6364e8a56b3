CREATE TABLE "catalog_terms_texts" (
	"terms_key" text NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "catalog_terms_texts_pkey" PRIMARY KEY("terms_key","version")
);

ALTER TABLE "catalog_terms_acceptances" ADD COLUMN "terms_version" integer DEFAULT 1 NOT NULL;
ALTER TABLE "catalog_terms_acceptances" DROP CONSTRAINT "catalog_terms_acceptances_pkey";
--> statement-breakpoint
ALTER TABLE "catalog_terms_acceptances" ADD CONSTRAINT "catalog_terms_acceptances_pkey" PRIMARY KEY("site_id","terms_key","terms_version");
