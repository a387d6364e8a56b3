-- The monthly benchmarking survey (issue 8; spec §3, §4, §7): member organisations and their
-- participants, reporting periods (opened and closed for everybody by the survey administrator),
-- each organisation's response to a period with its metal and market rows, thresholds per page and
-- the label texts the screens read.

create table survey_organisations (
  id text primary key,
  name text not null,
  created_at timestamptz not null default now()
);

-- A participant belongs to one organisation; only participants read or write its periods.
create table survey_participants (
  site_id text primary key references users (site_id) on delete cascade,
  organisation_id text not null references survey_organisations (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index survey_participants_organisation on survey_participants (organisation_id);

create table survey_periods (
  reporting_period text primary key check (reporting_period ~ '^[0-9]{4}(0[1-9]|1[0-2])$'),
  is_open boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A row exists once the organisation started the period (is_started); figures are whole dollars
-- and tons with up to two decimals (13 characters at most on input).
create table survey_responses (
  organisation_id text not null references survey_organisations (id) on delete cascade,
  reporting_period text not null references survey_periods (reporting_period) on delete cascade,
  is_submitted boolean not null default false,
  shipment_usd numeric(15, 2) not null default 0,
  shipment_tons numeric(15, 2) not null default 0,
  booking_usd numeric(15, 2) not null default 0,
  started_at timestamptz not null default now(),
  submitted_at timestamptz,
  mod_date_time timestamptz not null default now(),
  -- The participant who last changed the response: their name as it was, and their site_id.
  reported_by text not null,
  reported_by_site_id text,
  primary key (organisation_id, reporting_period)
);
create index survey_responses_period on survey_responses (reporting_period, is_submitted);

create table survey_metal_shares (
  organisation_id text not null,
  reporting_period text not null,
  sort_order integer not null,
  name text not null,
  mtype text not null check (mtype in ('ferrous', 'non_ferrous', 'nickel_based')),
  usd_pct numeric(7, 2) not null default 0,
  english_tons_pct numeric(7, 2) not null default 0,
  primary key (organisation_id, reporting_period, name),
  foreign key (organisation_id, reporting_period)
    references survey_responses (organisation_id, reporting_period) on delete cascade
);

create table survey_market_shares (
  organisation_id text not null,
  reporting_period text not null,
  sort_order integer not null,
  name text not null,
  usd_pct numeric(7, 2) not null default 0,
  primary key (organisation_id, reporting_period, name),
  foreign key (organisation_id, reporting_period)
    references survey_responses (organisation_id, reporting_period) on delete cascade
);

-- Spec §3 Threshold record: typical lower and upper bounds, per page.
create table survey_thresholds (
  page text primary key check (page in ('shipments', 'metals', 'markets')),
  shipping_usd_llimit numeric(15, 2) not null,
  shipping_usd_ulimit numeric(15, 2) not null,
  shipping_tons_llimit numeric(15, 2) not null,
  shipping_tons_ulimit numeric(15, 2) not null,
  booking_usd_llimit numeric(15, 2) not null,
  booking_usd_ulimit numeric(15, 2) not null,
  updated_at timestamptz not null default now()
);

-- The label service: texts by screen and key, edited by the survey administrator.
create table survey_labels (
  screen text not null,
  key text not null,
  text text not null,
  updated_at timestamptz not null default now(),
  primary key (screen, key)
);
