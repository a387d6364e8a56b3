CREATE TABLE "repository_file_shares" (
	"file_id" text PRIMARY KEY NOT NULL,
	"organization" text NOT NULL,
	"access" text NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repository_file_shares_access_check" CHECK ("repository_file_shares"."access" in ('read', 'edit')),
	CONSTRAINT "repository_file_shares_organization_check" CHECK ("repository_file_shares"."organization" <> '')
);

ALTER TABLE "repository_file_shares" ADD CONSTRAINT "repository_file_shares_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "public"."repository_files"("id") ON DELETE cascade ON UPDATE no action;
CREATE INDEX "repository_file_shares_organization_idx" ON "repository_file_shares" USING btree ("organization");
