ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_status_check";
ALTER TABLE "order_refunds" ADD COLUMN "retry_attempts" integer DEFAULT 0 NOT NULL;
ALTER TABLE "order_refunds" ADD COLUMN "last_error" text;
ALTER TABLE "prospect_transactions" ADD COLUMN "created_by" text;
ALTER TABLE "prospect_transactions" ADD COLUMN "link_sent_at" timestamp with time zone;
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" in ('pending', 'done', 'failed'));
