ALTER TABLE "prospect_transactions" ADD COLUMN "cancelled_at" timestamp with time zone;
ALTER TABLE "prospect_transactions" ADD COLUMN "cancelled_by" text;
ALTER TABLE "prospect_transactions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
ALTER TABLE "prospect_transactions" ADD CONSTRAINT "prospect_transactions_paid_or_cancelled" CHECK (not ("prospect_transactions"."is_processed" and "prospect_transactions"."cancelled_at" is not null));
