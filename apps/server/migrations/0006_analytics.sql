-- Analytics: the product datasets behind the analyzer. PostgreSQL is their system of record; each
-- server instance keeps a read-only DuckDB copy that it rebuilds from these tables.

-- USMTO regions of the U.S.: each state (and DC) belongs to one.
create table usmto_states (
  state_code text primary key,
  state_name text not null,
  region text not null
);

-- USMTO orders (sample data), one row per month, state, product category and customer industry.
-- `shard` is 0 for the sample; benchmark tables hold several shards of the same cells.
create table usmto_orders (
  period date not null,
  state_code text not null,
  category text not null,
  industry text not null,
  shard smallint not null default 0,
  orders integer not null,
  units integer not null,
  value_usd bigint not null,
  primary key (period, state_code, category, industry, shard),
  check (period = date_trunc('month', period)::date),
  check (orders >= 0 and units >= orders and value_usd >= 0)
);

-- Bumped by every data load, so that each instance knows when its copy is stale.
create table analytics_dataset_versions (
  dataset_id text primary key,
  version bigint not null,
  row_count bigint not null,
  loaded_at timestamptz not null default now()
);
