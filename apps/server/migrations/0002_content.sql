-- Site configuration served at /assets/config/*.json, editable by administrators.
create table app_config (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
