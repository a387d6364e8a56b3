ALTER TABLE "catalog_apps" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
ALTER TABLE "app_config" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
ALTER TABLE "survey_thresholds" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
