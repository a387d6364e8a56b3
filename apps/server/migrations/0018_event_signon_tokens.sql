CREATE TABLE "event_signon_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"marker" text NOT NULL,
	"site_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);

ALTER TABLE "event_signon_tokens" ADD CONSTRAINT "event_signon_tokens_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "public"."users"("site_id") ON DELETE cascade ON UPDATE no action;
CREATE INDEX "event_signon_tokens_expires_at" ON "event_signon_tokens" USING btree ("expires_at");
