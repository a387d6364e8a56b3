ALTER TABLE "catalog_groups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
