-- Identity: portal users, their role grants, sign-in sessions, reset links, lockout tracking,
-- and the per-IP rate-limit counters shared by every server copy.

create table users (
  -- The user's id in the portal (spec: site_id, the login cookie's name_id).
  site_id text primary key,
  -- The login name (spec: userid), unique without regard to case.
  userid text not null,
  email text not null,
  name_first text not null default '',
  name_last text not null default '',
  organization text not null default '',
  -- The user's id and home folder name in the files repository.
  timss_customer text not null,
  is_amt_member boolean not null default false,
  -- Active when the flag is set and the expiry date (if any) has not passed.
  subscription_active boolean not null default false,
  subscription_expires_on date,
  has_signed_eula boolean not null default false,
  eula_signed_at timestamptz,
  force_password_change boolean not null default false,
  -- True while the portal profile is still being provisioned: sign-in gives is_valid false.
  profile_provisioning boolean not null default false,
  is_administrator boolean not null default false,
  -- argon2id (PHC string); null for an account that signs in only through single sign-on.
  password_hash text,
  password_changed_at timestamptz,
  locked_until timestamptz,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_userid_lower on users (lower(userid));
create index users_email_lower on users (lower(email));

-- Product roles a user holds (usmto, mapus, ...): they decide which apps the launcher lists.
create table user_roles (
  site_id text not null references users (site_id) on delete cascade,
  role text not null,
  granted_at timestamptz not null default now(),
  primary key (site_id, role)
);

-- One row per sign-in. The cookie holds `{id}.{secret}`; only hashes of secrets are stored.
create table sessions (
  id text primary key,
  site_id text not null references users (site_id) on delete cascade,
  -- Login name of the administrator acting as this user, if any.
  acting_admin text,
  secret_hash text not null,
  -- The secret replaced by the last renewal: presenting it again means the cookie was copied.
  previous_secret_hash text,
  rotated_at timestamptz,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text,
  ip text,
  user_agent text
);
create index sessions_site_id on sessions (site_id) where revoked_at is null;

-- Reset links: a hash of the token, single use, 60 minutes.
create table password_reset_tokens (
  token_hash text primary key,
  site_id text not null references users (site_id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  requested_ip text
);
create index password_reset_tokens_site_id on password_reset_tokens (site_id);

-- Failed sign-ins per account, counted over a sliding 15 minutes for the lockout.
create table login_failures (
  id bigserial primary key,
  site_id text not null references users (site_id) on delete cascade,
  at timestamptz not null default now(),
  ip text
);
create index login_failures_site_at on login_failures (site_id, at);

-- Fixed-window request counters for the per-IP limits, shared by every server copy.
create table rate_limit_counters (
  key text primary key,
  hits integer not null,
  reset_at timestamptz not null
);
create index rate_limit_counters_reset_at on rate_limit_counters (reset_at);
