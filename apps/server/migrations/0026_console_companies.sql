ALTER TABLE "passport_booth_contracts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
ALTER TABLE "passport_companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
ALTER TABLE "passport_sender_domains" ADD COLUMN "verified_by" text;
