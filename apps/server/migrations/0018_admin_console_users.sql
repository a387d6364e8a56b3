ALTER TABLE "users" ADD COLUMN "subscription_starts_on" date;
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
