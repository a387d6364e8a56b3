ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
