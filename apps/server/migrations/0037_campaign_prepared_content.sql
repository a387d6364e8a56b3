ALTER TABLE "passport_campaigns" ADD COLUMN "prepared" jsonb;
