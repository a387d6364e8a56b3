ALTER TABLE "survey_labels" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
