-- Who did what, when, from where. Never a password or a token.
create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor text,
  action text not null,
  subject text,
  ip text,
  detail jsonb not null default '{}'::jsonb
);
create index audit_log_at on audit_log (at);
