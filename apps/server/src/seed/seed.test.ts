import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { DEMO_PASSWORD, signIn } from '../../test/sign-in.ts';
import { rowsOf } from '../platform/db.ts';
import { ACCOUNT_USERS } from './account-users.ts';
import { E2E_USERS } from './e2e-users.ts';
import { seedDatabase } from './index.ts';
import { SURVEY_USERS } from './survey-demo.ts';

/** The IMTS Exhibitor Passport's demo accounts (issue 14; seed/passport-demo.ts). */
const PASSPORT_USERIDS = ['exhibitor', 'exhibitor-east', 'exhibitor-west', 'exhibitor2', 'regional'];

// The password change below sends a notice: it goes to a throwaway mail folder.
const { app, database } = await buildTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mti-seed-')) });
const db = database.db;

const snapshot = async () => ({
  users: await rowsOf(
    db,
    sql`select site_id, userid, email, is_amt_member, subscription_active, subscription_expires_on::text, has_signed_eula, force_password_change, profile_provisioning, is_administrator from users order by site_id`,
  ),
  roles: await rowsOf(db, sql`select site_id, role from user_roles order by site_id, role`),
  apps: await rowsOf(db, sql`select app_key, group_name, app_sort_order, status from catalog_apps order by app_key`),
  cards: await rowsOf(
    db,
    sql`select site_id, gateway_token, brand, last4, exp_yyyymm, street from payment_methods order by site_id`,
  ),
  orders: await rowsOf(db, sql`select id, site_id, total_cents, description from orders order by id`),
  transactions: await rowsOf(
    db,
    sql`select tuid, site_id, amount_cents, is_processed, order_id, payment_reference from prospect_transactions order by tuid`,
  ),
  // The passport sample: the same attendees, leads and opportunities, and exhibitor2's saved work.
  passportContacts: await rowsOf(
    db,
    sql`select show_year, count(*)::int as n, sum(hashtext(id || email || zip || industry)::bigint)::text as digest
        from passport_contacts group by show_year order by show_year`,
  ),
  passportInteractions: await rowsOf(
    db,
    sql`select company_id, kind, count(*)::int as n, sum(contact_id)::text as ids from passport_interactions
        group by company_id, kind order by company_id, kind`,
  ),
  passportSaved: await rowsOf(
    db,
    sql`select l.name, count(m.contact_id)::int as n from passport_saved_lists l
        left join passport_list_members m on m.list_id = l.id group by l.name
        union all select name, contact_count from passport_saved_filters order by 1`,
  ),
});

describe('demo seed', () => {
  it('has the seven demo accounts of issue 4 and the end-to-end accounts, each with e-mail <id>@example.com', async () => {
    const { users } = await snapshot();
    expect(users.map((u) => (u as { userid: string }).userid).sort()).toEqual(
      [
        'admin',
        'allapps', // issue 17: every app of My MTApps
        'changeme',
        'guest',
        'lapsed',
        'member',
        'newcomer',
        'pending',
        'territory', // issue 15's Territory Wizard demo, and its read-only colleague
        'territory2',
        'contributor', // issue 17's member contributions (AGMA MMTR, USMTO in Advance)
        ...PASSPORT_USERIDS,
        ...E2E_USERS.map((u) => u.account.userid),
        ...ACCOUNT_USERS.map((u) => u.account.userid),
        ...SURVEY_USERS.map((u) => u.account.userid),
      ].sort(),
    );
    for (const user of users as { userid: string; email: string }[])
      expect(user.email).toBe(`${user.userid}@example.com`);
  });

  // The whole demo seed runs a second time (the passport sample included): 44 s on a loaded 2-core machine.
  it('gives the same rows when run again, and puts a changed demo account back', { timeout: 120_000 }, async () => {
    const before = await snapshot();
    const member = await signIn(app, 'member');
    await app.inject({
      method: 'PUT',
      url: '/api/mti/changePassword',
      headers: member.headers,
      payload: { new_password: 'Changed4Demo!' },
    });
    await seedDatabase(db);
    expect(await snapshot()).toEqual(before);
    expect((await signIn(app, 'member', DEMO_PASSWORD)).token).toBeTruthy();
  });
});
