// The console's exhibitor companies through the real app (PGlite, seeded sample): every other role
// and an acting administrator refused, the list's figures against SQL, the screens' messages, 409 on
// a concurrent edit, one transaction (a broken audit write undoes the change), audit before and after,
// a revoked sender domain that the company can no longer send from (its scheduled campaign paused),
// and deleting a company or a booth contract only when nothing hangs on it (decision 074).
import {
  BOOTH_INVALID,
  COMPANY_NAME_TAKEN,
  CONTRACT_EXISTS,
  companyHasDependants,
  contractHasSubscription,
  DOMAIN_INVALID,
  DOMAIN_VERIFIED_ALREADY,
  SHOW_YEAR_UNKNOWN,
} from '@mti/contracts/admin/console-companies';
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { fromDomainNotVerified } from '@mti/contracts/passport/campaigns-api';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  auditRowsOf,
  type ConsoleCallers,
  type ConsoleMethod,
  consoleCall,
  expectConsoleRoutesRefused,
  signInConsoleCallers,
  withAuditBroken,
} from '../../../test/console-fixtures.ts';
import { type SignedIn, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, database } = await buildTestApp();
const db = database.db;

let callers: ConsoleCallers;
let admin: SignedIn;
let exhibitor2: SignedIn;
let others: SignedIn[];

beforeAll(async () => {
  // A member, an exhibitor of another company, a territory manager and a surveyor: the roles the demo has.
  callers = await signInConsoleCallers(app, ['member', 'exhibitor', 'territory', 'surveyor']);
  exhibitor2 = await signIn(app, 'exhibitor2');
  callers.others.push(exhibitor2);
  ({ admin, others } = callers);
  // Six password checks: on the shared, loaded machine they can outlast the default hook time.
}, 300_000);

const call = consoleCall(app);
const base = '/api/admin/console/companies';
const auditRows = (action: string, subject: string) => auditRowsOf(db, action, subject);
async function companyId(name: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from passport_companies where name = ${name}`);
  if (!row) throw new Error(`no company ${name}`);
  return Number(row.id);
}
const breakAudit = (action: string, run: () => Promise<void>) => withAuditBroken(db, action, run);

describe('the gate', () => {
  const routes: Array<[ConsoleMethod, string, object?]> = [
    ['GET', base],
    ['GET', `${base}/export`],
    ['POST', base, { name: 'X' }],
    ['GET', `${base}/1`],
    ['PUT', `${base}/1`, { name: 'X', version: 1 }],
    ['DELETE', `${base}/1?version=1`],
    ['POST', `${base}/1/contracts`, { show_year: 'imts-2026', booth: 'A-1' }],
    ['PUT', `${base}/1/contracts/imts-2026`, { booth: 'A-1', version: 1 }],
    ['DELETE', `${base}/1/contracts/imts-2026?version=1`],
    ['POST', `${base}/1/domains`, { domain: 'example.com' }],
    ['DELETE', `${base}/1/domains/example.com`],
  ];

  it('refuses anonymous callers, every other role and an administrator acting as a user', async () => {
    await expectConsoleRoutesRefused(app, callers, routes);
    expect(await rowsOf(db, sql`select 1 from audit_log where action like 'admin.passport.%_deleted'`)).toEqual([]);
    // 77 calls: room for a loaded machine, not a speed rule.
  }, 300_000);
});

describe('the company list', () => {
  it('pages and sorts with the counts of an independent query, searches and exports', async () => {
    const res = await call(admin, 'GET', `${base}?sort=users&dir=desc&page_size=3`);
    expect(res.statusCode).toBe(200);
    const expected = await rowsOf<{ name: string; contracts: number; users: number; domains: number }>(
      db,
      sql`select c.name,
            (select count(*) from passport_booth_contracts b where b.company_id = c.id)::int as contracts,
            (select count(*) from passport_company_users u where u.company_id = c.id)::int as users,
            (select count(*) from passport_sender_domains d where d.company_id = c.id and d.verified_at is not null)::int as domains
          from passport_companies c order by users desc, c.id desc`,
    );
    expect(res.json().total).toBe(expected.length);
    type Row = { name: string; contracts: number; users: number; verified_domains: number };
    expect(res.json().rows.map((r: Row) => [r.name, r.contracts, r.users, r.verified_domains])).toEqual(
      expected.slice(0, 3).map((e) => [e.name, e.contracts, e.users, e.domains]),
    );
    const found = (await call(admin, 'GET', `${base}?q=summit`)).json();
    expect(found.rows.map((r: Row) => r.name)).toEqual(['Summit Gear & Automation']);
    const csv = (await call(admin, 'GET', `${base}/export?q=summit`)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv).toEqual([
      'Company id,Company,Booth contracts,Users,Verified domains',
      `${await companyId('Summit Gear & Automation')},Summit Gear & Automation,3,2,1`,
    ]);
  });
});

describe('a company', () => {
  it('is added with a free name, audited', async () => {
    expect((await call(admin, 'POST', base, { name: ' ' })).json()).toMatchObject({
      msg: 'Company name cannot be blank!',
    });
    expect((await call(admin, 'POST', base, { name: 'bayou fabrication' })).json()).toMatchObject({
      code: 'company_name_taken',
      msg: COMPANY_NAME_TAKEN,
    });
    const res = await call(admin, 'POST', base, { name: 'Sample Spindle Co' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Sample Spindle Co', version: 1, contract_list: [], domain_list: [] });
    const [audit] = await auditRows('admin.passport.company_created', String(res.json().id));
    expect(audit?.detail).toMatchObject({ before: null, after: { name: 'Sample Spindle Co', version: 1 } });
  });

  it('is renamed in one transaction under its version: a second editor gets 409 and nothing changes', async () => {
    const id = await companyId('Cascade Metrology');
    const read = (await call(admin, 'GET', `${base}/${id}`)).json();
    await breakAudit('admin.passport.company_updated', async () => {
      const broken = await call(admin, 'PUT', `${base}/${id}`, {
        name: 'Cascade Metrology Inc',
        version: read.version,
      });
      expect(broken.statusCode).toBe(500);
    });
    expect((await call(admin, 'GET', `${base}/${id}`)).json()).toMatchObject({ name: 'Cascade Metrology', version: 1 });

    const first = await call(admin, 'PUT', `${base}/${id}`, { name: 'Cascade Metrology Inc', version: read.version });
    expect(first.json()).toMatchObject({ name: 'Cascade Metrology Inc', version: 2 });
    const second = await call(admin, 'PUT', `${base}/${id}`, { name: 'Cascade Gauges', version: read.version });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'stale', msg: STALE_EDIT_MSG });
    const [row] = await rowsOf<{ name: string }>(db, sql`select name from passport_companies where id = ${id}`);
    expect(row?.name).toBe('Cascade Metrology Inc');
    const audits = await auditRows('admin.passport.company_updated', String(id));
    expect(audits.map((a) => [a.actor, a.detail.before?.name, a.detail.after?.name])).toEqual([
      [admin.siteId, 'Cascade Metrology', 'Cascade Metrology Inc'],
    ]);
    expect((await call(admin, 'GET', `${base}/999999`)).statusCode).toBe(404);
  });
});

describe('booth contracts', () => {
  it('are added for a known show cycle once, and their booth changed under the version', async () => {
    const id = await companyId('Ironwood Additive');
    const url = `${base}/${id}/contracts`;
    expect((await call(admin, 'POST', url, { show_year: 'imts-1999', booth: 'A-1' })).json()).toMatchObject({
      msg: SHOW_YEAR_UNKNOWN,
    });
    expect((await call(admin, 'POST', url, { show_year: 'imts-2026', booth: '#1' })).json()).toMatchObject({
      msg: BOOTH_INVALID,
    });
    const company = (await call(admin, 'GET', `${base}/${id}`)).json();
    const held = company.contract_list.map((c: { show_year: string }) => c.show_year);
    const twice = await call(admin, 'POST', url, { show_year: held[0], booth: 'A-1' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(CONTRACT_EXISTS);

    const free = company.show_years.find((y: string) => !held.includes(y));
    const added = await call(admin, 'POST', url, { show_year: free, booth: 'W-501' });
    expect(added.json().contract_list).toContainEqual({
      show_year: free,
      booth: 'W-501',
      version: 1,
      subscription_id: null,
    });

    const edit = `${url}/${free}`;
    await breakAudit('admin.passport.contract_updated', async () => {
      expect((await call(admin, 'PUT', edit, { booth: 'W-502', version: 1 })).statusCode).toBe(500);
    });
    expect((await call(admin, 'PUT', edit, { booth: 'W-502', version: 1 })).statusCode).toBe(200);
    const stale = await call(admin, 'PUT', edit, { booth: 'W-503', version: 1 });
    expect(stale.json()).toEqual({ code: 'stale', msg: STALE_EDIT_MSG });
    const [row] = await rowsOf<{ booth: string; version: number }>(
      db,
      sql`select booth, version from passport_booth_contracts where company_id = ${id} and show_year = ${free}`,
    );
    expect(row).toEqual({ booth: 'W-502', version: 2 });
    const audits = await auditRows('admin.passport.contract_updated', `${id}:${free}`);
    expect(audits.map((a) => [a.detail.before?.booth, a.detail.after?.booth])).toEqual([['W-501', 'W-502']]);
    // The console's contract list shows it.
    const listed = (
      await call(admin, 'GET', `/api/admin/console/passport/contracts?q=ironwood&show_year=${free}`)
    ).json();
    expect(listed.rows.map((r: { booth: string }) => r.booth)).toEqual(['W-502']);
  });
});

describe('sender domains', () => {
  it('are verified with a valid, new domain name, the same message as the form shows', async () => {
    const id = await companyId('Pioneer Workholding');
    const url = `${base}/${id}/domains`;
    for (const bad of ['pioneer', 'pioneer..test', '-pioneer.test', 'pioneer.test/x', 'user@pioneer.test'])
      expect((await call(admin, 'POST', url, { domain: bad })).json(), bad).toMatchObject({ msg: DOMAIN_INVALID });
    const res = await call(admin, 'POST', url, { domain: ' Pioneer-Work.TEST ' });
    expect(res.json().domain_list).toEqual([
      expect.objectContaining({ domain: 'pioneer-work.test', status: 'verified', verified_by: 'admin' }),
    ]);
    const again = await call(admin, 'POST', url, { domain: 'pioneer-work.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(DOMAIN_VERIFIED_ALREADY);
    const [audit] = await auditRows('admin.passport.domain_verified', `${id}:pioneer-work.test`);
    expect(audit?.detail).toMatchObject({
      before: null,
      after: { domain: 'pioneer-work.test', verified_by: admin.siteId },
    });
  });

  it('revoked, stop the company sending from it: its scheduled campaign is paused and cannot resume', async () => {
    const id = await companyId('Summit Gear & Automation');
    const [draft] = await rowsOf<{ id: number }>(
      db,
      sql`select id from passport_campaigns where company_id = ${id} and status = 'draft' order by id limit 1`,
    );
    const campaign = `/api/passport/campaigns/${Number(draft?.id)}`;
    const sendAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const scheduled = await call(exhibitor2, 'POST', `${campaign}/schedule`, { send_at: sendAt });
    expect(scheduled.statusCode).toBe(200);

    const url = `${base}/${id}/domains/summit-gear.test`;
    await breakAudit('admin.passport.domain_revoked', async () => {
      expect((await call(admin, 'DELETE', url)).statusCode).toBe(500);
    });
    const [still] = await rowsOf<{ status: string }>(
      db,
      sql`select status from passport_campaigns where id = ${draft?.id}`,
    );
    expect(still?.status).toBe('scheduled');

    const revoked = await call(admin, 'DELETE', url);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().domain_list).toEqual([]);
    const [paused] = await rowsOf<{ status: string }>(
      db,
      sql`select status from passport_campaigns where id = ${draft?.id}`,
    );
    expect(paused?.status).toBe('paused');
    const refused = fromDomainNotVerified('summit-gear.test');
    expect((await call(exhibitor2, 'POST', `${campaign}/resume`)).json()).toMatchObject({ msg: refused });
    const [audit] = await auditRows('admin.passport.domain_revoked', `${id}:summit-gear.test`);
    expect(audit?.detail).toMatchObject({
      before: { domain: 'summit-gear.test' },
      after: null,
      paused_campaigns: [Number(draft?.id)],
    });
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(404);
  });
});

describe('the organisation picker', () => {
  it('lists organisations with user counts as SQL counts them; a typed new one is saved versioned and audited', async () => {
    const counted = await rowsOf<{ organization: string; users: number }>(
      db,
      sql`select organization, count(*)::int as users from users where organization <> ''
          group by organization order by organization`,
    );
    const listed = (await call(admin, 'GET', '/api/admin/console/organisations')).json().organisations;
    const byName = (a: { organization: string }, b: { organization: string }) =>
      a.organization < b.organization ? -1 : 1;
    expect([...listed].sort(byName)).toEqual([...counted].sort(byName));

    const member = (await call(admin, 'GET', `/api/admin/console/users/${others[0]?.siteId}`)).json();
    const body = {
      version: member.version,
      email: member.email,
      name_first: member.name_first,
      name_last: member.name_last,
      organization: 'Sample Tooling Cooperative',
      is_amt_member: member.is_amt_member,
      subscription_active: member.subscription_active,
      subscription_starts_on: member.subscription_starts_on,
      subscription_expires_on: member.subscription_expires_on,
    };
    const url = `/api/admin/console/users/${member.site_id}`;
    expect((await call(admin, 'PUT', url, body)).statusCode).toBe(200);
    expect((await call(admin, 'PUT', url, { ...body, organization: 'Other' })).json()).toEqual({
      code: 'stale',
      msg: STALE_EDIT_MSG,
    });
    const after = (await call(admin, 'GET', '/api/admin/console/organisations')).json().organisations;
    expect(after).toContainEqual({ organization: 'Sample Tooling Cooperative', users: 1 });
    const [audit] = await auditRows('admin.user.updated', member.site_id);
    expect(audit?.detail.before?.organization).toBe(member.organization);
    expect(audit?.detail.after?.organization).toBe('Sample Tooling Cooperative');
  });
});

describe('deleting (decision 074)', () => {
  it('refuses a company while anything hangs on it, naming the counts SQL finds', async () => {
    const id = await companyId('Summit Gear & Automation');
    const [n] = await rowsOf<{ users: number; contracts: number; campaigns: number }>(
      db,
      sql`select (select count(*)::int from passport_company_users where company_id = ${id}) as users,
            (select count(*)::int from passport_booth_contracts where company_id = ${id}) as contracts,
            (select count(*)::int from passport_campaigns where company_id = ${id}) as campaigns`,
    );
    const read = (await call(admin, 'GET', `${base}/${id}`)).json();
    const res = await call(admin, 'DELETE', `${base}/${id}?version=${read.version}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('company_has_dependants');
    expect(res.json().msg).toMatch(/^This company cannot be deleted while it has /);
    for (const part of [`${n?.users} users`, `${n?.contracts} booth contracts`, `${n?.campaigns} campaigns`])
      expect(res.json().msg).toContain(part);
    expect(await companyId('Summit Gear & Automation')).toBe(id);
  });

  it('refuses a booth contract with a Passport subscription, naming its seats', async () => {
    const id = await companyId('Summit Gear & Automation');
    const [held] = await rowsOf<{ show_year: string; version: number; seats: number }>(
      db,
      sql`select b.show_year, b.version,
            (select count(*)::int from passport_seats st where st.subscription_id = p.id) as seats
          from passport_booth_contracts b
          join passport_subscriptions p on p.company_id = b.company_id and p.show_year = b.show_year
          where b.company_id = ${id} order by b.show_year limit 1`,
    );
    const res = await call(admin, 'DELETE', `${base}/${id}/contracts/${held?.show_year}?version=${held?.version}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'contract_has_subscription',
      msg: contractHasSubscription(Number(held?.seats)),
    });
  });

  it('deletes a free contract, then the empty company: versioned, one transaction, audited', async () => {
    const created = (await call(admin, 'POST', base, { name: 'Sample Lathe Works' })).json();
    const id = Number(created.id);
    const withContract = (
      await call(admin, 'POST', `${base}/${id}/contracts`, { show_year: created.show_years[0], booth: 'L-1' })
    ).json();
    const year = created.show_years[0];
    const refused = await call(admin, 'DELETE', `${base}/${id}?version=${withContract.version}`);
    expect(refused.json()).toEqual({ code: 'company_has_dependants', msg: companyHasDependants(['1 booth contract']) });

    const contract = `${base}/${id}/contracts/${year}`;
    expect((await call(admin, 'DELETE', `${contract}?version=2`)).json()).toEqual({
      code: 'stale',
      msg: STALE_EDIT_MSG,
    });
    await breakAudit('admin.passport.contract_deleted', async () => {
      expect((await call(admin, 'DELETE', `${contract}?version=1`)).statusCode).toBe(500);
    });
    expect((await call(admin, 'GET', `${base}/${id}`)).json().contract_list).toHaveLength(1);
    const gone = await call(admin, 'DELETE', `${contract}?version=1`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().contract_list).toEqual([]);
    const [contractAudit] = await auditRows('admin.passport.contract_deleted', `${id}:${year}`);
    expect(contractAudit?.detail).toMatchObject({ before: { booth: 'L-1', version: 1 }, after: null });

    expect((await call(admin, 'DELETE', `${base}/${id}?version=9`)).json()).toEqual({
      code: 'stale',
      msg: STALE_EDIT_MSG,
    });
    await breakAudit('admin.passport.company_deleted', async () => {
      expect((await call(admin, 'DELETE', `${base}/${id}?version=1`)).statusCode).toBe(500);
    });
    expect(await companyId('Sample Lathe Works')).toBe(id);
    const deleted = await call(admin, 'DELETE', `${base}/${id}?version=1`);
    expect(deleted.json()).toEqual({ deleted: true, id });
    expect((await call(admin, 'GET', `${base}/${id}`)).statusCode).toBe(404);
    const [audit] = await auditRows('admin.passport.company_deleted', String(id));
    expect(audit).toEqual({
      actor: admin.siteId,
      detail: expect.objectContaining({ before: { id, name: 'Sample Lathe Works', version: 1 }, after: null }),
    });
  });
});
