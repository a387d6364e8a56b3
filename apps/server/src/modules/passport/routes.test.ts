// The Exhibitor Passport through its real routes on the seeded sample (PGlite): every figure is
// checked against a SQL count written here independently of the module's queries.

import type { ProspectCriteria } from '@mti/contracts/passport/passport-api';
import {
  BOTH_CERTIFICATIONS_REQUIRED,
  EMPTY_LIST,
  LIST_NAME_TAKEN,
  NO_FREE_SEAT,
  RADIUS_RANGE,
  SHOW_YEAR_NOT_AVAILABLE,
  TERMS_NOT_ACCEPTED,
  UNKNOWN_CONTACT,
  UNKNOWN_LIST,
  UNKNOWN_SHOW_YEAR,
  UNKNOWN_ZIP,
  ZIP_FIVE_DIGITS,
} from '@mti/contracts/passport/passport-api';
import { CRITERIA_DIMENSIONS, type CriteriaDimension } from '@mti/contracts/passport/passport-values';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type SignedIn, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';
import { requireShowYear } from './access.ts';
import { contactSet } from './contact-sql.ts';
import { scanFacetCounts } from './facet-counts.ts';

const { app, database } = await buildTestApp();
const db = database.db;
const Y = 'imts-2026';

let exhibitor: SignedIn;
let exhibitorEast: SignedIn;
let exhibitor2: SignedIn;
let regional: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  exhibitor = await signIn(app, 'exhibitor');
  exhibitorEast = await signIn(app, 'exhibitor-east');
  exhibitor2 = await signIn(app, 'exhibitor2');
  regional = await signIn(app, 'regional');
  admin = await signIn(app, 'admin');
});

const get = (user: SignedIn, url: string) => app.inject({ url, headers: user.headers });
const send = (user: SignedIn, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: user.headers, payload });
const find = (user: SignedIn, body: object) =>
  send(user, 'POST', '/api/passport/prospects/find', { show_year: Y, ...body });
const search = (user: SignedIn, criteria: object, extra: object = {}) =>
  send(user, 'POST', '/api/passport/contacts/search', { show_year: Y, criteria, ...extra });

const count = async (query: ReturnType<typeof sql>) => Number((await rowsOf<{ n: number }>(db, query))[0]?.n);
const companyOf = async (userid: string) =>
  count(sql`select cu.company_id as n from passport_company_users cu join users u on u.site_id = cu.site_id
            where u.userid = ${userid}`);

/** The entries of a zip, by name, as text. */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

describe('activation (the GDPR terms page)', () => {
  it('shows only the terms until the company accepts both certifications, and records who and when once', async () => {
    const before = await get(exhibitor, '/api/passport/activation');
    expect(before.json()).toMatchObject({
      activated: false,
      company_name: 'Keystone Machine Tools',
      accepted_by: null,
    });
    const blocked = await get(exhibitor, `/api/passport/overview?show_year=${Y}`);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ code: 'passport_terms_required', msg: TERMS_NOT_ACCEPTED });

    const one = await send(exhibitor, 'PUT', '/api/passport/activation', {
      lawful_permission: true,
      exported_contacts_handling: false,
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().msg).toBe(BOTH_CERTIFICATIONS_REQUIRED);
    expect(
      await count(sql`select count(*)::int as n from passport_terms_acceptances
      where company_id = ${await companyOf('exhibitor')}`),
    ).toBe(0);

    const both = { lawful_permission: true, exported_contacts_handling: true };
    const accepted = await send(exhibitor, 'PUT', '/api/passport/activation', both);
    expect(accepted.json()).toMatchObject({ activated: true, accepted_by: 'Jordan Price' });
    // A colleague accepting again changes nothing: once per company.
    const again = await send(exhibitorEast, 'PUT', '/api/passport/activation', both);
    expect(again.json()).toEqual(accepted.json());
  });
});

describe('show years', () => {
  it('lists only the show years the user holds a seat for; regional sees only its show', async () => {
    const years = (await get(exhibitor2, '/api/passport/show-years'))
      .json()
      .show_years.map((s: { show_year: string }) => s.show_year);
    expect(years.sort()).toEqual(['east-2026', 'imts-2025', 'imts-2026']);
    const regionalYears = (await get(regional, '/api/passport/show-years')).json().show_years;
    expect(regionalYears.map((s: { show_key: string }) => s.show_key)).toEqual(['south', 'south']);
  });

  it('refuses a show year without a seat (403), an unknown one (404) and a malformed one (400)', async () => {
    const other = await get(regional, `/api/passport/overview?show_year=${Y}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe(SHOW_YEAR_NOT_AVAILABLE);
    const unknown = await get(exhibitor2, '/api/passport/overview?show_year=imts-1999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(UNKNOWN_SHOW_YEAR);
    expect((await get(exhibitor2, '/api/passport/overview?show_year=IMTS')).statusCode).toBe(400);
    const regionalFind = await find(regional, {});
    expect(regionalFind.statusCode).toBe(403);
  });
});

describe('overview', () => {
  it('counts registered visitors (no exhibitors, media, students), opt-ins, industries and states as SQL does', async () => {
    const res = await get(exhibitor2, `/api/passport/overview?show_year=${Y}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const visitors = sql`from passport_contacts where show_year = ${Y} and registrant_type = 'visitor'`;
    expect(body.registrations).toBe(await count(sql`select count(*)::int as n ${visitors}`));
    expect(body.registrations).toBeLessThan(
      await count(sql`select count(*)::int as n from passport_contacts where show_year = ${Y}`),
    );
    expect(body.opted_in).toBe(await count(sql`select count(*)::int as n ${visitors} and opt_in and email_valid`));
    const top = body.industries[0];
    expect(top.count).toBe(await count(sql`select count(*)::int as n ${visitors} and industry = ${top.value}`));
    expect(body.industries.length).toBeGreaterThan(10);
    const il = body.us_states.find((s: { code: string }) => s.code === 'IL');
    expect(il.count).toBe(await count(sql`select count(*)::int as n ${visitors} and country = 'US' and state = 'IL'`));
    expect(body.countries.some((c: { code: string }) => c.code !== 'US')).toBe(true);
  });

  it("gives a region's demographics by plant size, buying role and job function", async () => {
    const res = await get(exhibitor2, `/api/passport/overview/demographics?show_year=${Y}&region_kind=state&region=IL`);
    const body = res.json();
    const sum = (list: Array<{ count: number }>) => list.reduce((s, v) => s + v.count, 0);
    expect(sum(body.plant_size)).toBe(body.registrations);
    expect(sum(body.job_function)).toBe(body.registrations);
    const large = body.plant_size.find((v: { value: string }) => v.value === '1,000+ employees')?.count ?? 0;
    expect(large).toBe(
      await count(sql`select count(*)::int as n from passport_contacts where show_year = ${Y} and registrant_type = 'visitor'
        and country = 'US' and state = 'IL' and plant_size = '1,000+ employees'`),
    );
  });
});

describe('find prospects', () => {
  const criteria = {
    industry: ['Aerospace', 'Automotive', 'Job Shop / Contract Machining'],
    plant_size: ['1-19 employees', '20-99 employees'],
    buying_role: ['Final decision maker', 'Specify / recommend'],
  };
  const visitors = sql`from passport_contacts c where c.show_year = ${Y} and c.registrant_type = 'visitor'`;
  const industryIn = sql`c.industry in ('Aerospace', 'Automotive', 'Job Shop / Contract Machining')`;
  const sizeIn = sql`c.plant_size in ('1-19 employees', '20-99 employees')`;
  const roleIn = sql`c.buying_role in ('Final decision maker', 'Specify / recommend')`;

  it('counts each tab under the other active filters, and the total under all of them', async () => {
    const res = await find(exhibitor2, { criteria, page_size: 25 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(
      await count(sql`select count(*)::int as n ${visitors} and ${industryIn} and ${sizeIn} and ${roleIn}`),
    );
    expect(body.total).toBeGreaterThan(0);
    expect(body.contacts.length).toBe(Math.min(25, body.total));
    // Industries ignore the industry filter: every industry, selected or not, shows what size and role leave.
    const unselected = body.facets.industry.find((f: { value: string }) => f.value === 'Medical Devices');
    expect(unselected.count).toBeGreaterThan(0);
    expect(unselected.count).toBe(
      await count(
        sql`select count(*)::int as n ${visitors} and ${sizeIn} and ${roleIn} and c.industry = 'Medical Devices'`,
      ),
    );
    for (const facet of body.facets.industry.slice(0, 4))
      expect(facet.count).toBe(
        await count(
          sql`select count(*)::int as n ${visitors} and ${sizeIn} and ${roleIn} and c.industry = ${facet.value}`,
        ),
      );
    const small = body.facets.plant_size.find((f: { value: string }) => f.value === '1-19 employees');
    expect(small.count).toBe(
      await count(
        sql`select count(*)::int as n ${visitors} and ${industryIn} and ${roleIn} and c.plant_size = '1-19 employees'`,
      ),
    );
    // A dimension without a filter counts under all of them.
    const managers = body.facets.job_function.reduce((s: number, f: { count: number }) => s + f.count, 0);
    expect(managers).toBe(body.total);
    const ohio = body.facets.state.find((f: { value: string }) => f.value === 'OH')?.count ?? 0;
    expect(ohio).toBe(
      await count(
        sql`select count(*)::int as n ${visitors} and ${industryIn} and ${sizeIn} and ${roleIn} and c.country = 'US' and c.state = 'OH'`,
      ),
    );
  });

  it("shows the company's own leads only", async () => {
    const mine = (await find(exhibitor2, { contact_type: 'leads' })).json();
    const theirs = (await find(exhibitor, { contact_type: 'leads' })).json();
    const leadsOf = async (userid: string) =>
      count(sql`select count(*)::int as n from passport_interactions i join passport_contacts c on c.id = i.contact_id
        where i.company_id = ${await companyOf(userid)} and i.kind = 'lead' and c.show_year = ${Y}`);
    expect(mine.total).toBe(await leadsOf('exhibitor2'));
    expect(theirs.total).toBe(await leadsOf('exhibitor'));
    const ids = new Set(mine.contacts.map((c: { contact_id: number }) => c.contact_id));
    const ownLeadIds = await rowsOf<{ id: number }>(
      db,
      sql`select contact_id::int as id from passport_interactions where company_id = ${await companyOf('exhibitor2')} and kind = 'lead'`,
    );
    for (const id of ids) expect(ownLeadIds.some((r) => r.id === id)).toBe(true);
  });

  it('pages without overlap and sorts with the A–Z toggle', async () => {
    const first = (await find(exhibitor2, { page: 1, page_size: 25 })).json();
    const second = (await find(exhibitor2, { page: 2, page_size: 25 })).json();
    const ids = [...first.contacts, ...second.contacts].map((c: { contact_id: number }) => c.contact_id);
    expect(new Set(ids).size).toBe(50);
    const names = first.contacts.map((c: { last_name: string }) => c.last_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const desc = (await find(exhibitor2, { direction: 'desc' })).json().contacts[0].last_name.toLowerCase();
    expect(desc >= names.at(-1)).toBe(true);
  });
});

describe('find prospects: pre-computed counts (decision 081)', () => {
  type Criteria = Partial<Record<CriteriaDimension, string[]>>;
  const columnSql = (d: CriteriaDimension) =>
    sql.raw(d === 'state' ? "case when c.country = 'US' then c.state else '' end" : `c.${d}`);
  const inSql = (d: CriteriaDimension, values: string[]) =>
    sql`c.${sql.raw(d)} in (${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )})`;
  /** A territory's condition as the spec words it: US contacts in its states, anyone in its countries. */
  const territorySql = (t: { states: string[]; countries: string[] }) =>
    sql`((c.country = 'US' and c.state in (${sql.join(
      ['', ...t.states].map((v) => sql`${v}`),
      sql`, `,
    )})) or c.country in (${sql.join(
      ['', ...t.countries].map((v) => sql`${v}`),
      sql`, `,
    )}))`;
  /** What every tab, the total and the opt-ins should be, by count(*) … group by written here. */
  async function expected(criteria: Criteria, territory?: { states: string[]; countries: string[] }) {
    const where = (but: CriteriaDimension | null) =>
      sql.join(
        [
          sql`c.show_year = ${Y} and c.registrant_type = 'visitor'`,
          ...(territory ? [territorySql(territory)] : []),
          ...Object.entries(criteria)
            .filter(([d]) => d !== but)
            .map(([d, values]) => inSql(d as CriteriaDimension, values as string[])),
        ],
        sql` and `,
      );
    const facets: Record<string, Array<{ value: string; count: number }>> = {};
    for (const d of CRITERIA_DIMENSIONS) {
      const rows = await rowsOf<{ value: string; n: number }>(
        db,
        sql`select ${columnSql(d)} as value, count(*)::int as n from passport_contacts c where ${where(d)}
            group by 1 having ${columnSql(d)} <> ''`,
      );
      const counts = rows.map((r) => ({ value: r.value, count: Number(r.n) }));
      for (const value of criteria[d] ?? [])
        if (!counts.some((f) => f.value === value)) counts.push({ value, count: 0 });
      facets[d] = counts.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    }
    const total = await count(sql`select count(*)::int as n from passport_contacts c where ${where(null)}`);
    const opted = await count(
      sql`select count(*)::int as n from passport_contacts c where ${where(null)} and c.opt_in and c.email_valid`,
    );
    return { total, opted_in: opted, facets };
  }
  const none = Object.fromEntries(CRITERIA_DIMENSIONS.map((d) => [d, [] as string[]]));
  const asked = async (criteria: Criteria) => {
    const body = (await find(exhibitor2, { criteria: { ...none, ...criteria } })).json();
    return { total: body.total, opted_in: body.opted_in, facets: body.facets };
  };
  const scanned = async (criteria: Criteria) => {
    const access = await requireShowYear(db, exhibitor2.siteId, Y);
    const all = { ...none, ...criteria } as ProspectCriteria;
    const r = await scanFacetCounts(db, contactSet(access, 'registrations', true), all);
    return { total: r.total, opted_in: r.optedIn, facets: r.facets };
  };
  const cases: Criteria[] = [
    {},
    { industry: ['Aerospace', 'Medical Devices'] },
    { state: ['IL', 'OH', 'AK'] },
    { country: ['US', 'CA', 'XX'] },
    { plant_size: ['1-19 employees'], buying_role: ['Final decision maker'] },
    // Two or more dimensions: counted on the columnar copy (decision 088).
    { state: ['IL', 'OH', 'ON'], country: ['US', 'CA'] },
    {
      industry: ['Aerospace', 'Automotive', 'Medical Devices'],
      plant_size: ['20-99 employees', '100-499 employees'],
      buying_role: ['Final decision maker', 'Specify / recommend'],
    },
    {
      product_interest: ['Additive Manufacturing', 'Gear Generation'],
      job_function: ['Engineering', 'Purchasing', 'Maintenance'],
      country: ['US', 'MX', 'DE'],
      industry: ['Aerospace', 'Defense', 'Automotive'],
    },
  ];

  it('gives every tab, total and opt-in count as SQL does, and as the scan of the show year does', async () => {
    for (const criteria of cases) {
      const want = await expected(criteria);
      expect(want.total).toBeGreaterThan(0);
      expect(await asked(criteria)).toEqual(want);
      expect(await scanned(criteria)).toEqual(want);
    }
  });

  it("gives a territory-limited user's tabs as SQL does, with no, one and three filters", async () => {
    const assign = (states: string[]) =>
      send(exhibitor, 'PUT', `/api/passport/territories/101402`, { show_year: Y, states });
    // Territories need the company's passport activated (the activation test does it when run before).
    const both = { lawful_permission: true, exported_contacts_handling: true };
    expect((await send(exhibitor, 'PUT', '/api/passport/activation', both)).statusCode).toBe(200);
    expect((await assign(['IL', 'OH', 'MI', 'TX'])).statusCode).toBe(200);
    try {
      for (const criteria of [cases[0], cases[1], cases[6]] as Criteria[]) {
        const want = await expected(criteria, { states: ['IL', 'OH', 'MI', 'TX'], countries: [] });
        expect(want.total).toBeGreaterThan(0);
        const body = (await find(exhibitorEast, { criteria: { ...none, ...criteria } })).json();
        expect({ total: body.total, opted_in: body.opted_in, facets: body.facets }).toEqual(want);
      }
    } finally {
      expect((await assign([])).statusCode).toBe(200);
    }
  });

  it('stays equal to SQL through an insert, an update and a delete, each in its own transaction', async () => {
    await db.execute(sql`insert into passport_contacts (show_year, person_id, registrant_type, first_name, last_name, title,
        company, city, state, country, zip, email, opt_in, email_valid, industry, product_interest, plant_size,
        buying_role, job_function, registered_at)
      select ${Y}, 910000 + g, case when g = 3 then 'media' else 'visitor' end, 'Facet', 'Probe' || g, 'Buyer', 'Probe Co',
        'Toledo', 'OH', 'US', '43604', 'probe' || g || '@example.com', g % 2 = 0, true, 'Aerospace', 'Metal Cutting',
        '1-19 employees', 'Final decision maker', 'Purchasing', now() from generate_series(1, 3) g`);
    try {
      for (const criteria of cases) expect(await asked(criteria)).toEqual(await expected(criteria));
      await db.execute(sql`update passport_contacts set industry = 'Medical Devices', state = 'IL', opt_in = true
      where last_name like 'Probe%' and person_id between 910001 and 910003`);
      for (const criteria of cases) expect(await asked(criteria)).toEqual(await expected(criteria));
    } finally {
      await db.execute(sql`delete from passport_contacts where person_id between 910001 and 910003`);
    }
    for (const criteria of cases) expect(await asked(criteria)).toEqual(await expected(criteria));
  });
});

describe('search contacts', () => {
  it('matches names with Include (default), Starts with and Exact', async () => {
    await db.execute(sql`insert into passport_contacts (show_year, person_id, registrant_type, first_name, last_name, title,
        company, city, state, country, zip, lat, lon, email, opt_in, email_valid, industry, product_interest, plant_size,
        buying_role, job_function, registered_at)
      values (${Y}, 900001, 'visitor', 'Zebulon', 'Quartermaine', 'Buyer', 'Test Co', 'Chicago', 'IL', 'US', '60601',
        41.8858, -87.6181, 'zq@example.com', true, true, 'Aerospace', 'Metal Cutting', '1-19 employees',
        'Final decision maker', 'Purchasing', now()),
      (${Y}, 900002, 'visitor', 'Ann', 'Bartermaine', 'Buyer', 'Test Co', 'Evanston', 'IL', 'US', '60201',
        42.0564, -87.6980, 'ab@example.com', false, true, 'Aerospace', 'Metal Cutting', '1-19 employees',
        'Final decision maker', 'Purchasing', now())`);
    const names = async (name: string, match?: string) =>
      (await search(exhibitor2, { name, ...(match ? { name_match: match } : {}) }))
        .json()
        .contacts.map((c: { last_name: string }) => c.last_name);
    expect(await names('termaine')).toEqual(['Bartermaine', 'Quartermaine']);
    expect(await names('quarter', 'starts_with')).toEqual(['Quartermaine']);
    expect(await names('termaine', 'starts_with')).toEqual([]);
    expect(await names('quartermaine', 'exact')).toEqual(['Quartermaine']);
    expect(await names('quarterma', 'exact')).toEqual([]);
    expect(await names('Zebulon Quartermaine', 'exact')).toEqual(['Quartermaine']);
  });

  it('finds contacts within a radius by great-circle distance, US only', async () => {
    // Chicago 60601 to Evanston 60201: about 12 miles apart (spherical law of cosines, computed here).
    const toRad = (d: number) => (d * Math.PI) / 180;
    const [a, b] = [
      { lat: 41.8858, lon: -87.6181 },
      { lat: 42.0564, lon: -87.698 },
    ] as const;
    const miles =
      3958.8 *
      Math.acos(
        Math.sin(toRad(a.lat)) * Math.sin(toRad(b.lat)) +
          Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.cos(toRad(b.lon - a.lon)),
      );
    const within = async (radius: number) =>
      (await search(exhibitor2, { zip: '60601', radius_miles: radius, name: 'termaine' }, { sort: 'distance' })).json();
    expect((await within(Math.floor(miles))).contacts.map((c: { last_name: string }) => c.last_name)).toEqual([
      'Quartermaine',
    ]);
    const wider = await within(Math.ceil(miles));
    expect(wider.contacts.map((c: { last_name: string }) => c.last_name)).toEqual(['Quartermaine', 'Bartermaine']);
    expect(wider.contacts[1].distance_miles).toBeCloseTo(miles, 0);
    expect(wider.total).toBe(2);
    expect(wider.opted_in).toBe(1);
    // Every contact in a 25-mile search is within 25 miles, and every US contact within it is found.
    const all = (await search(exhibitor2, { zip: '60601', radius_miles: 25 }, { page_size: 100 })).json();
    const expected = await count(sql`select count(*)::int as n from passport_contacts c
      where c.show_year = ${Y} and c.registrant_type = 'visitor' and c.country = 'US'
        and 3958.8 * acos(least(1, sin(radians(c.lat)) * sin(radians(41.8858)) + cos(radians(c.lat)) * cos(radians(41.8858)) * cos(radians(c.lon + 87.6181)))) <= 25`);
    expect(all.total).toBe(expected);
  });

  it('finds companies that contain a text (the trigram index answers; the results are the same)', async () => {
    for (const text of ['tool', 'Prec', 'co']) {
      const res = (await search(exhibitor2, { company: text }, { page_size: 100 })).json();
      // strpos, not LIKE: an independent reading of "contains", case-insensitive.
      const expected = await count(sql`select count(*)::int as n from passport_contacts c
        where c.show_year = ${Y} and (c.registrant_type = 'visitor' or exists (select 1 from passport_interactions i
          where i.contact_id = c.id and i.company_id = ${await companyOf('exhibitor2')}))
          and strpos(lower(c.company), ${text.toLowerCase()}) > 0`);
      expect(res.total).toBe(expected);
      expect(res.total).toBeGreaterThan(0);
      for (const c of res.contacts) expect(c.company.toLowerCase()).toContain(text.toLowerCase());
    }
  });

  it('refuses a zip that is not 5 digits, an unknown zip and a radius out of range, with the messages', async () => {
    for (const zip of ['6060', '606011', 'abcde']) {
      const res = await search(exhibitor2, { zip });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(ZIP_FIVE_DIGITS);
    }
    const unknown = await search(exhibitor2, { zip: '00000', radius_miles: 10 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'unknown_zip', msg: UNKNOWN_ZIP });
    for (const radius_miles of [0, 501, -3]) {
      const res = await search(exhibitor2, { zip: '60601', radius_miles });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(RADIUS_RANGE);
    }
  });
});

describe('saved lists and exports', () => {
  let listId: number;

  it('saves picked contacts; refuses contacts the user may not see, an empty selection, a taken name — writing nothing', async () => {
    const page = (await find(exhibitor2, { page_size: 25 })).json();
    const picked = page.contacts.slice(0, 5).map((c: { contact_id: number }) => c.contact_id);
    const lists = () => count(sql`select count(*)::int as n from passport_saved_lists`);
    const before = await lists();
    const create = (name: string, contact_ids: number[]) =>
      send(exhibitor2, 'POST', '/api/passport/lists', {
        name,
        show_year: Y,
        source: { kind: 'contacts', contact_ids },
      });

    const south = await count(sql`select min(id)::int as n from passport_contacts where show_year = 'south-2026'`);
    const foreign = await create('Sneaky', [...picked, south]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe(UNKNOWN_CONTACT);
    expect((await create('Nothing', [])).statusCode).toBe(400);
    expect(await lists()).toBe(before);

    const saved = await create('Five picked', picked);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Five picked', total_contacts: 5 });
    listId = saved.json().list_id;
    const taken = await create('Five picked', picked);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe(LIST_NAME_TAKEN);
  });

  it('saves everything a query matches (Select All), with Total Contacts and Contacts with Email as SQL counts', async () => {
    const criteria = { industry: ['Aerospace'] };
    const res = await send(exhibitor2, 'POST', '/api/passport/lists', {
      name: 'All aerospace',
      show_year: Y,
      source: { kind: 'find', contact_type: 'registrations', criteria },
    });
    const list = res.json();
    const aerospace = sql`from passport_contacts where show_year = ${Y} and registrant_type = 'visitor' and industry = 'Aerospace'`;
    expect(list.total_contacts).toBe(await count(sql`select count(*)::int as n ${aerospace}`));
    expect(list.contacts_with_email).toBe(
      await count(sql`select count(*)::int as n ${aerospace} and opt_in and email_valid`),
    );
    const empty = await send(exhibitor2, 'POST', '/api/passport/lists', {
      name: 'Nobody',
      show_year: Y,
      source: { kind: 'search', criteria: { name: 'no-such-name-anywhere' } },
    });
    expect(empty.json()).toMatchObject({ code: 'empty_list', msg: EMPTY_LIST });
  });

  it('exports a list as a zip holding its CSV, marks the exported records and names the file', async () => {
    const res = await send(exhibitor2, 'POST', `/api/passport/lists/${listId}/export`, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['x-contact-count']).toBe('5');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/IMTS-2026_Five-picked_Summit-Gear-Automation_\d{8}T\d{6}Z\.zip/);
    const files = await unzip(res.rawPayload);
    const [name, text] = [...files.entries()][0] as [string, string];
    expect(name).toMatch(/\.csv$/);
    const rows = parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(5);
    expect(Object.keys(rows[0] ?? {})).toEqual(
      expect.arrayContaining(['email', 'industry', 'plant_size', 'buying_role', 'job_function', 'show']),
    );
    expect(
      await count(sql`select count(*)::int as n from passport_export_contacts x join passport_exports e on e.id = x.export_id
        where e.list_id = ${listId}`),
    ).toBe(5);
    const listed = (await get(exhibitor2, '/api/passport/exports')).json().exports[0];
    expect(listed).toMatchObject({ list_name: 'Five picked', contact_count: 5, only_opted_in: false });
    expect((await get(exhibitor2, `/api/passport/lists/${listId}`)).json().last_exported_at).not.toBeNull();
  });

  it('exports only opted-in contacts with a valid e-mail when asked', async () => {
    const list = (await get(exhibitor2, `/api/passport/lists/${listId}`)).json();
    const res = await send(exhibitor2, 'POST', `/api/passport/lists/${listId}/export`, { only_opted_in: true });
    const rows = parse(
      (await unzip(res.rawPayload))
        .values()
        .next()
        .value?.replace(/^\uFEFF/, '') ?? '',
      {
        columns: true,
      },
    ) as Array<Record<string, string>>;
    expect(rows).toHaveLength(list.contacts_with_email);
    for (const row of rows) expect([row.opt_in, row.email_valid]).toEqual(['true', 'true']);
  });

  it('exports an Overview top-10 line straight from its criteria, each row with how the contact met the company', async () => {
    const res = await send(exhibitor2, 'POST', '/api/passport/exports', {
      name: 'Top industry',
      show_year: Y,
      source: { kind: 'find', contact_type: 'registrations', criteria: { industry: ['Automotive'] } },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('IMTS-2026_Top-industry_Summit-Gear-Automation_');
    const rows = parse(
      (await unzip(res.rawPayload))
        .values()
        .next()
        .value?.replace(/^\uFEFF/, '') ?? '',
      {
        columns: true,
      },
    ) as Array<Record<string, string>>;
    expect(rows).toHaveLength(
      await count(sql`select count(*)::int as n from passport_contacts where show_year = ${Y}
        and registrant_type = 'visitor' and industry = 'Automotive'`),
    );
    const leads = await count(sql`select count(*)::int as n from passport_interactions i
      join passport_contacts c on c.id = i.contact_id
      where i.company_id = ${await companyOf('exhibitor2')} and i.kind = 'lead' and c.show_year = ${Y}
        and c.industry = 'Automotive'`);
    expect(rows.filter((r) => r.contact_type === 'Lead')).toHaveLength(leads);
    expect(new Set(rows.map((r) => r.industry))).toEqual(new Set(['Automotive']));
    // Every row names its show and year (read once per export since decision 093, not joined per row).
    const [show] = await rowsOf<{ name: string; year: number }>(
      db,
      sql`select s.name, y.year from passport_show_years y join passport_shows s on s.show_key = y.show_key
          where y.show_year = ${Y}`,
    );
    expect(new Set(rows.map((r) => `${r.show} ${r.show_year}`))).toEqual(new Set([`${show?.name} ${show?.year}`]));
  });

  it("gives another company's list, filter and export calls a 404, and changes nothing", async () => {
    const paths = [
      ['GET', `/api/passport/lists/${listId}`],
      ['GET', `/api/passport/lists/${listId}/contacts`],
      ['PUT', `/api/passport/lists/${listId}`, { name: 'Mine now' }],
      ['DELETE', `/api/passport/lists/${listId}`],
      ['POST', `/api/passport/lists/${listId}/export`, {}],
    ] as const;
    for (const [method, url, payload] of paths) {
      const res = await app.inject({ method, url, headers: exhibitor.headers, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().msg).toBe(UNKNOWN_LIST);
    }
    expect((await get(exhibitor2, `/api/passport/lists/${listId}`)).json().name).toBe('Five picked');
    expect((await get(exhibitor, '/api/passport/lists')).json().lists).toEqual([]);
    expect((await get(exhibitor, '/api/passport/exports')).json().exports).toEqual([]);
    const filterId = (await get(exhibitor2, '/api/passport/filters')).json().filters[0].filter_id;
    expect((await get(exhibitor, `/api/passport/filters/${filterId}`)).statusCode).toBe(404);
    expect((await send(exhibitor, 'POST', `/api/passport/filters/${filterId}/refresh`)).statusCode).toBe(404);
  });
});

describe('saved filters', () => {
  it('saves, loads, renames, refreshes (recounts) and deletes a filter', async () => {
    const criteria = { industry: ['Medical Devices'], state: ['IL'] };
    const saved = await send(exhibitor2, 'POST', '/api/passport/filters', {
      name: 'Medical, Illinois',
      show_year: Y,
      contact_type: 'registrations',
      criteria,
    });
    expect(saved.statusCode).toBe(200);
    const filter = saved.json();
    const medicalIl = sql`select count(*)::int as n from passport_contacts where show_year = ${Y}
      and registrant_type = 'visitor' and industry = 'Medical Devices' and country = 'US' and state = 'IL'`;
    expect(filter.contact_count).toBe(await count(medicalIl));
    const loaded = (await get(exhibitor2, `/api/passport/filters/${filter.filter_id}`)).json();
    expect(loaded.criteria).toMatchObject(criteria);
    expect(
      (await send(exhibitor2, 'PUT', `/api/passport/filters/${filter.filter_id}`, { name: 'Medical IL' })).json().name,
    ).toBe('Medical IL');
    // A new registration arrives: Refresh counts it.
    await db.execute(sql`insert into passport_contacts (show_year, person_id, registrant_type, first_name, last_name, title,
        company, city, state, country, zip, lat, lon, email, opt_in, email_valid, industry, product_interest, plant_size,
        buying_role, job_function, registered_at)
      select show_year, 900100, registrant_type, 'New', 'Arrival', title, company, city, state, country, zip, lat, lon,
        'new.arrival@example.com', opt_in, email_valid, industry, product_interest, plant_size, buying_role, job_function, now()
      from passport_contacts where show_year = ${Y} and registrant_type = 'visitor' and industry = 'Medical Devices'
        and country = 'US' and state = 'IL' limit 1`);
    const refreshed = (await send(exhibitor2, 'POST', `/api/passport/filters/${filter.filter_id}/refresh`)).json();
    expect(refreshed.contact_count).toBe(filter.contact_count + 1);
    expect((await send(exhibitor2, 'DELETE', `/api/passport/filters/${filter.filter_id}`)).statusCode).toBe(200);
    expect((await get(exhibitor2, `/api/passport/filters/${filter.filter_id}`)).statusCode).toBe(404);
  });
});

describe('my analytics', () => {
  it('totals leads and opportunities and gives lead percent per product category, as SQL does', async () => {
    const body = (await get(exhibitor2, `/api/passport/analytics?show_year=${Y}`)).json();
    const company = await companyOf('exhibitor2');
    const kinds = sql`from passport_interactions i join passport_contacts c on c.id = i.contact_id
      where i.company_id = ${company} and c.show_year = ${Y}`;
    expect(body.leads).toBe(await count(sql`select count(*)::int as n ${kinds} and i.kind = 'lead'`));
    expect(body.opportunities).toBe(await count(sql`select count(*)::int as n ${kinds} and i.kind = 'opportunity'`));
    const bar = body.lead_percent[0];
    expect(bar.lead_percent).toBeCloseTo((100 * bar.leads) / (bar.leads + bar.opportunities), 1);
    const segment = await send(exhibitor2, 'POST', '/api/passport/lists', {
      name: 'Bar segment',
      show_year: Y,
      source: { kind: 'segment', segment: { dimension: 'product_interest', value: bar.value } },
    });
    expect(segment.json().total_contacts).toBe(bar.leads + bar.opportunities);
  });
});

describe('territory manager', () => {
  it("limits a user's Find Prospects and Search Contacts to their states; one user per state", async () => {
    const assign = (user: SignedIn, siteId: string, states: string[]) =>
      send(user, 'PUT', `/api/passport/territories/${siteId}`, { show_year: Y, states });
    expect((await assign(exhibitor, '101402', ['IL', 'WI'])).statusCode).toBe(200);
    const taken = await assign(exhibitor, '101403', ['WI', 'CA']);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toContain('Casey Nolan');
    const territories = (await get(exhibitor, `/api/passport/territories?show_year=${Y}`)).json();
    expect(territories.users.find((u: { site_id: string }) => u.site_id === '101402').states).toEqual(['IL', 'WI']);
    expect(territories.users.find((u: { site_id: string }) => u.site_id === '101403').states).toEqual([]);

    const east = (await find(exhibitorEast, {})).json();
    expect(east.total).toBe(
      await count(sql`select count(*)::int as n from passport_contacts where show_year = ${Y}
        and registrant_type = 'visitor' and country = 'US' and state in ('IL', 'WI')`),
    );
    expect(east.facets.state.map((s: { value: string }) => s.value).sort()).toEqual(['IL', 'WI']);
    const eastSearch = (await search(exhibitorEast, { state: 'OH' })).json();
    expect(eastSearch.total).toBe(0);
    // Users without a territory see every attendee.
    const all = (await find(exhibitor, {})).json();
    expect(all.total).toBe(
      await count(
        sql`select count(*)::int as n from passport_contacts where show_year = ${Y} and registrant_type = 'visitor'`,
      ),
    );
    expect((await assign(exhibitor2, '101402', ['TX'])).statusCode).toBe(404);
  });
});

describe('contact history', () => {
  it("shows one person's registrations across the show years the user may see", async () => {
    const [person] = await rowsOf<{ person_id: number; id: number }>(
      db,
      sql`select c.person_id::int as person_id, min(c.id)::int as id from passport_contacts c
          where c.show_year in ('imts-2025', 'imts-2026') and c.registrant_type = 'visitor'
          group by c.person_id having count(distinct c.show_year) = 2 order by 1 limit 1`,
    );
    const res = await get(exhibitor2, `/api/passport/contacts/${person?.id}/history`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .entries.map((e: { show_year: string }) => e.show_year)
        .sort(),
    ).toEqual(['imts-2025', 'imts-2026']);
    expect((await get(regional, `/api/passport/contacts/${person?.id}/history`)).statusCode).toBe(404);
  });
});

describe('administrator', () => {
  it('forgets a person everywhere, keeping only a suppression record', async () => {
    const email = 'zq@example.com';
    const listed = await send(exhibitor2, 'POST', '/api/passport/lists', {
      name: 'Has Zebulon',
      show_year: Y,
      source: { kind: 'search', criteria: { name: 'Quartermaine' } },
    });
    expect(listed.json().total_contacts).toBe(1);
    await send(exhibitor2, 'POST', `/api/passport/lists/${listed.json().list_id}/export`, {});
    // The export marked the person (spec §2); the marks have no foreign key to cascade (decision 093).
    const marked = await rowsOf<{ contact_id: number }>(
      db,
      sql`select x.contact_id from passport_export_contacts x join passport_contacts c on c.id = x.contact_id
          where lower(c.email) = ${email}`,
    );
    expect(marked.length).toBeGreaterThan(0);
    const marksLeft = sql`select count(*)::int as n from passport_export_contacts
      where contact_id = any(${`{${marked.map((m) => m.contact_id).join(',')}}`}::bigint[])`;
    expect((await send(exhibitor2, 'POST', '/api/passport/admin/forgotten', { email })).statusCode).toBe(403);

    const res = await send(admin, 'POST', '/api/passport/admin/forgotten', {
      email: 'ZQ@example.com',
      reason: 'Request 42',
    });
    expect(res.json()).toMatchObject({ contacts_removed: 1 });
    expect((await search(exhibitor2, { name: 'Quartermaine' })).json().total).toBe(0);
    expect((await get(exhibitor2, `/api/passport/lists/${listed.json().list_id}`)).json().total_contacts).toBe(0);
    const [suppression] = await rowsOf<Record<string, unknown>>(db, sql`select * from passport_suppressions`);
    expect(JSON.stringify(suppression)).not.toContain('zq@');
    expect(suppression?.exported_by_company_ids).toEqual([await companyOf('exhibitor2')]);
    // No mark of a forgotten person is left.
    expect(await count(marksLeft)).toBe(0);
  });

  it('records extra seats and reassigns a seat only with a reason', async () => {
    const subs = (await get(admin, '/api/passport/admin/subscriptions?q=Keystone')).json().rows;
    const keystone = subs.find(
      (s: { company_name: string; show_year: string }) =>
        s.company_name === 'Keystone Machine Tools' && s.show_year === Y,
    );
    expect(keystone).toMatchObject({ included_seats: 3, extra_seats: 0 });
    expect(keystone.holders).toHaveLength(3);
    expect((await get(exhibitor, '/api/passport/admin/subscriptions')).statusCode).toBe(403);

    const extra = await send(
      admin,
      'POST',
      `/api/passport/admin/subscriptions/${keystone.subscription_id}/extra-seats`,
      {
        seats: 2,
        reason: 'Order 1234',
      },
    );
    expect(extra.json().extra_seats).toBe(2);
    const url = `/api/passport/admin/subscriptions/${keystone.subscription_id}/reassign`;
    const noReason = await send(admin, 'POST', url, { from_site_id: '101403', to_site_id: '100101', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const moved = await send(admin, 'POST', url, {
      from_site_id: '101403',
      to_site_id: '100101',
      reason: 'Riley left the company',
    });
    expect(moved.statusCode).toBe(200);
    expect(
      moved
        .json()
        .holders.map((h: { site_id: string }) => h.site_id)
        .sort(),
    ).toEqual(['100101', '101401', '101402']);
    const assign = (site_id: string) =>
      send(admin, 'POST', `/api/passport/admin/subscriptions/${keystone.subscription_id}/seats`, {
        site_id,
        reason: 'New sales hire',
      });
    expect((await assign('100102')).statusCode).toBe(200);
    // exhibitor2 works for another exhibitor.
    expect((await assign('101404')).json()).toMatchObject({ code: 'other_company' });
    expect((await assign('100103')).json().holders).toHaveLength(5);
    const full = await assign('100104');
    expect(full.statusCode).toBe(409);
    expect(full.json().msg).toBe(NO_FREE_SEAT);
    expect(
      await count(sql`select count(*)::int as n from audit_log where action = 'passport.seat_reassigned'
        and detail->>'reason' = 'Riley left the company'`),
    ).toBe(1);
  });
});
