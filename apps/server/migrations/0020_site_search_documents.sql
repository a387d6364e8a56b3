CREATE TABLE "site_search_documents" (
	"path" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"audience" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')) STORED NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_search_documents_audience_check" CHECK ("site_search_documents"."audience" in ('public', 'signed_in', 'roadmaps'))
);

CREATE INDEX "site_search_documents_vector_idx" ON "site_search_documents" USING gin ("search_vector");
