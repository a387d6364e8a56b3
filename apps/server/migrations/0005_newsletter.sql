-- Product-news subscriptions with double opt-in (Home #subscribe).
-- Addresses are stored lower-cased; tokens only as SHA-256 hashes of their random value.
create table newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  status text not null default 'pending' check (status in ('pending', 'active', 'unsubscribed')),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- When we last wrote to the address because of a sign-up request: limits repeated mails.
  last_requested_mail_at timestamptz
);

create table newsletter_tokens (
  token_hash text primary key,
  subscription_id uuid not null references newsletter_subscriptions (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  created_at timestamptz not null default now(),
  -- Confirmation links expire; unsubscribe links keep working for as long as the subscription exists.
  expires_at timestamptz
);
create index newsletter_tokens_subscription on newsletter_tokens (subscription_id, purpose);
