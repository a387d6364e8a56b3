CREATE TABLE "passport_contact_versions" (
	"show_year" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);

-- Hand-written below (decision 088): the statement triggers of migration 0031 also bump the show
-- year's number in passport_contact_versions, in the same statement (hence transaction) as the
-- change, so an instance's columnar copy of a show year's visitors knows when it is out of date.
-- A truncate bumps every show year. The counts part is unchanged from 0031.
CREATE OR REPLACE FUNCTION passport_facet_counts_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
declare
  touched text := case tg_op
    when 'INSERT' then 'select show_year from new_rows'
    when 'DELETE' then 'select show_year from old_rows'
    else 'select show_year from old_rows union select show_year from new_rows' end;
begin
  if tg_op = 'TRUNCATE' then
    delete from passport_facet_counts;
    update passport_contact_versions set version = version + 1;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then execute passport_facet_counts_sql('old_rows', -1); end if;
  if tg_op in ('UPDATE', 'INSERT') then execute passport_facet_counts_sql('new_rows', 1); end if;
  execute format($q$
    insert into passport_contact_versions as v (show_year, version)
    select distinct show_year, 1 from (%s) s
    on conflict (show_year) do update set version = v.version + 1
  $q$, touched);
  return null;
end
$fn$;
-- The show years that have contacts already start at 1.
INSERT INTO passport_contact_versions (show_year, version) SELECT DISTINCT show_year, 1 FROM passport_contacts;
