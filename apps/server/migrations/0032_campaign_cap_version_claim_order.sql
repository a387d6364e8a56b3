ALTER TABLE "passport_sending_caps" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
CREATE INDEX "passport_campaign_sends_claim_order" ON "passport_campaign_sends" USING btree ("campaign_id","state","batch","id");
