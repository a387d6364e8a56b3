-- Product catalog: the launcher's groups and apps (spec §3 Product/app record, Menu group) and
-- each user's acceptance of app terms. Which apps a user sees follows the product roles granted
-- in user_roles (0003): an app is listed to holders of its mti_role_name.

create table catalog_groups (
  group_name text primary key,
  group_sort_order integer not null
);

create table catalog_apps (
  -- Stable key for upserts by the seed and administrators; not part of the wire record.
  app_key text primary key,
  group_name text not null references catalog_groups (group_name) on update cascade,
  -- May contain HTML: the web app sanitises it before showing it.
  app_title text not null,
  -- Image file name under /images/apps/.
  app_img text not null,
  appurl text not null,
  target text not null default '_self',
  terms_required boolean not null default false,
  terms_url text,
  is_under_maintenance boolean not null default false,
  maintenance_text text,
  maintenance_start timestamptz,
  maintenance_end timestamptz,
  app_sort_order integer not null,
  mti_role_name text not null,
  menu_group_name text not null,
  menu_sort_order integer not null,
  short_name text not null,
  url_key text not null,
  -- 1 means active (spec §9); anything else is hidden from launchers and menus.
  status integer not null default 1,
  updated_at timestamptz not null default now()
);
create index catalog_apps_role on catalog_apps (mti_role_name, status);

-- App terms accepted by a user, under the app's terms key (the appurl's part before a hyphen).
create table catalog_terms_acceptances (
  site_id text not null references users (site_id) on delete cascade,
  terms_key text not null,
  accepted_at timestamptz not null default now(),
  primary key (site_id, terms_key)
);
