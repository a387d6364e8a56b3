ALTER TABLE "prospect_transactions" ADD COLUMN "charge_started_at" timestamp with time zone;
ALTER TABLE "test_payment_gateway"."charges" ADD COLUMN "voided_at" timestamp with time zone;
