CREATE TABLE "passport_facet_counts" (
	"show_year" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"by_dimension" text NOT NULL,
	"by_value" text NOT NULL,
	"contacts" integer NOT NULL,
	"opted_in" integer NOT NULL,
	CONSTRAINT "passport_facet_counts_pkey" PRIMARY KEY("show_year","by_dimension","by_value","dimension","value")
);

CREATE INDEX "passport_contacts_company_trigrams" ON "passport_contacts" USING gin ("show_year",lower("company") gin_trgm_ops);
-- Hand-written below (decision 081): the counts are kept by statement-level triggers, in the same
-- transaction as the change. The query text is built once, by passport_facet_counts_sql, and run
-- on the trigger's transition table (old_rows/new_rows) or, for the backfill, on the whole table.
-- A row of the source adds `sign` to every (dimension, value) x (by_dimension, by_value) it falls
-- in: 8 x 8 pairs minus a dimension with itself; the state facet counts US states only, the state
-- filter compares the state column as it is (as Find Prospects' criteria do).
CREATE FUNCTION passport_facet_counts_sql(source text, sign integer) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  select format($q$
    insert into passport_facet_counts as t (show_year, dimension, value, by_dimension, by_value, contacts, opted_in)
    select r.show_year, f.dimension, f.value, b.dimension, b.value,
      %2$s * count(*), %2$s * count(*) filter (where r.opt_in and r.email_valid)
    from %1$I r
    cross join lateral (values ('', ''), ('industry', r.industry), ('product_interest', r.product_interest),
      ('plant_size', r.plant_size), ('buying_role', r.buying_role), ('job_function', r.job_function),
      ('state', case when r.country = 'US' then r.state else '' end), ('country', r.country)) f(dimension, value)
    cross join lateral (values ('', ''), ('industry', r.industry), ('product_interest', r.product_interest),
      ('plant_size', r.plant_size), ('buying_role', r.buying_role), ('job_function', r.job_function),
      ('state', r.state), ('country', r.country)) b(dimension, value)
    where r.registrant_type = 'visitor' and (f.dimension = '' or (f.value <> '' and f.dimension <> b.dimension))
    group by 1, 2, 3, 4, 5
    on conflict (show_year, by_dimension, by_value, dimension, value) do update
      set contacts = t.contacts + excluded.contacts, opted_in = t.opted_in + excluded.opted_in
  $q$, source, sign)
$fn$;
CREATE FUNCTION passport_facet_counts_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
begin
  if tg_op = 'TRUNCATE' then
    delete from passport_facet_counts;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then execute passport_facet_counts_sql('old_rows', -1); end if;
  if tg_op in ('UPDATE', 'INSERT') then execute passport_facet_counts_sql('new_rows', 1); end if;
  return null;
end
$fn$;
CREATE TRIGGER passport_facet_counts_insert AFTER INSERT ON passport_contacts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION passport_facet_counts_change();
CREATE TRIGGER passport_facet_counts_update AFTER UPDATE ON passport_contacts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION passport_facet_counts_change();
CREATE TRIGGER passport_facet_counts_delete AFTER DELETE ON passport_contacts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION passport_facet_counts_change();
CREATE TRIGGER passport_facet_counts_truncate AFTER TRUNCATE ON passport_contacts
  FOR EACH STATEMENT EXECUTE FUNCTION passport_facet_counts_change();
DO $do$ begin execute passport_facet_counts_sql('passport_contacts', 1); end $do$;
