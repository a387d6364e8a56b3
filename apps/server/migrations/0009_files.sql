-- Files: the analytics service's single sign-on and session, and each user's file repository
-- (My Files). Decision 010 (file contents in the database).

-- One-time tokens of GET mti/ssotoken, stored hashed, good for 60 seconds, spent by sso.jsp.
create table sso_tokens (
  token_hash text primary key,
  site_id text not null,
  -- The portal session the token was asked for: the analytics session belongs to it.
  portal_session_id text not null,
  timss_customer text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index sso_tokens_expires_at_idx on sso_tokens (expires_at);

-- Analytics sessions (cookie `{id}.{secret}`, path /analytics). Each lives only as long as its
-- portal session: every request checks that one too.
create table analytics_sessions (
  id text primary key,
  secret_hash text not null,
  site_id text not null,
  portal_session_id text not null,
  timss_customer text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index analytics_sessions_portal_session_idx on analytics_sessions (portal_session_id);
create index analytics_sessions_expires_at_idx on analytics_sessions (expires_at);

-- The repository: one home folder per user (parent_id null, named by timss_customer), folders
-- and files below it. A deleted item keeps its place with deleted_at set (the trash); what lies
-- inside a deleted folder stays as it was and comes back with it. The sweep deletes trash older
-- than 30 days, and the cascade takes the contents and everything below.
create table repository_files (
  id text primary key,
  owner_site_id text not null,
  parent_id text references repository_files (id) on delete cascade,
  name text not null,
  is_folder boolean not null,
  hidden boolean not null default false,
  file_size bigint not null default 0,
  created_at timestamptz not null default now(),
  modified_at timestamptz not null default now(),
  deleted_at timestamptz,
  -- An uploaded CSV or XLSX read as a table: its header and row count (for blending).
  table_columns jsonb,
  table_row_count integer,
  check (name <> '' and position('/' in name) = 0 and position(':' in name) = 0),
  check (parent_id is not null or is_folder)
);
create unique index repository_files_home_idx on repository_files (owner_site_id) where parent_id is null;
-- Names are unique in a folder among the items not in the trash, whatever their letter case.
create unique index repository_files_live_name_idx on repository_files (parent_id, lower(name))
  where deleted_at is null and parent_id is not null;
create index repository_files_trash_idx on repository_files (owner_site_id) where deleted_at is not null;
create index repository_files_deleted_at_idx on repository_files (deleted_at) where deleted_at is not null;
create index repository_files_parent_idx on repository_files (parent_id);

-- File contents, apart from the listing so that listings never read them.
create table repository_file_contents (
  file_id text primary key references repository_files (id) on delete cascade,
  content bytea not null
);
