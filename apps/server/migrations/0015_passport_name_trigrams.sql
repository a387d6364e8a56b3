-- Contrib extensions for the passport's name search (PGlite loads them in platform/db.ts; PostgreSQL
-- ships them, and both are trusted: the database owner may create them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX "passport_contacts_name_trigrams" ON "passport_contacts" USING gin ("show_year",lower("first_name" || ' ' || "last_name") gin_trgm_ops);
