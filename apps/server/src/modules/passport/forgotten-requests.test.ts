// "Forgotten" requests through the real routes (PGlite, seeded sample): only an administrator signed
// in as themselves records one; the console lists them (decision 099), never with the address.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { DEMO_PASSWORD, type SignedIn, signedInFrom, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, database } = await buildTestApp();
const db = database.db;
const URL = '/api/passport/admin/forgotten';
/** The one list of them: the console's, paged, newest first by default (its paging: console-passport.test.ts). */
const LIST = '/api/admin/console/passport/forgotten';

let admin: SignedIn;
let exhibitor2: SignedIn;
let actingAdmin: SignedIn;

beforeAll(async () => {
  admin = await signIn(app, 'admin');
  exhibitor2 = await signIn(app, 'exhibitor2');
  actingAdmin = signedInFrom(
    await app.inject({
      method: 'POST',
      url: '/api/mti/admin/login',
      headers: await xsrfHeaders(app),
      payload: { adminid: 'admin', password: DEMO_PASSWORD, userid: 'exhibitor2' },
    }),
  );
});

const get = (user: SignedIn) => app.inject({ url: LIST, headers: user.headers });
const forget = (user: SignedIn, payload: object) =>
  app.inject({ method: 'POST', url: URL, headers: user.headers, payload });

describe('forgotten requests', () => {
  it('lists recorded requests newest first, with the exporters, never the address', async () => {
    // exhibitor2 exports one of its seeded lists; one of its people is then forgotten.
    const [list] = (await app.inject({ url: '/api/passport/lists', headers: exhibitor2.headers })).json().lists;
    const exported = await app.inject({
      method: 'POST',
      url: `/api/passport/lists/${list.list_id}/export`,
      headers: exhibitor2.headers,
      payload: {},
    });
    expect(exported.statusCode).toBe(200);
    const [person] = await rowsOf<{ email: string; name: string }>(
      db,
      sql`select lower(c.email) as email, co.name from passport_export_contacts x
          join passport_exports e on e.id = x.export_id join passport_contacts c on c.id = x.contact_id
          join passport_companies co on co.id = e.company_id order by c.id limit 1`,
    );
    if (!person) throw new Error('the export marked no contact');
    const before = (await get(admin)).json().total;
    const first = await forget(admin, { email: 'nobody-at-all@example.com', reason: 'Request 7' });
    expect(first.json()).toMatchObject({ contacts_removed: 0 });
    const { email } = person;
    const second = await forget(admin, { email, reason: 'Request 8' });
    expect(second.statusCode).toBe(200);

    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    const { rows: requests, total } = res.json();
    expect(total).toBe(before + 2);
    expect(requests[0]).toMatchObject({
      suppression_id: second.json().suppression_id,
      reason: 'Request 8',
      recorded_by: admin.siteId,
      contacts_removed: second.json().contacts_removed,
    });
    expect(requests[1]).toMatchObject({ reason: 'Request 7', contacts_removed: 0, exported_by: [] });
    expect(requests[0].exported_by).toEqual([person.name]);
    expect(res.body).not.toContain(email);
    expect(res.body).not.toContain('nobody-at-all');
  });

  it('is refused to exhibitors and to an administrator acting as a user, and writes nothing', async () => {
    const suppressions = async () =>
      Number((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from passport_suppressions`))[0]?.n);
    const n = await suppressions();
    for (const user of [exhibitor2, actingAdmin]) {
      expect((await get(user)).statusCode).toBe(403);
      const refused = await forget(user, { email: 'someone@example.com' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await suppressions()).toBe(n);
  });

  it('is no longer listed unpaged by the passport module: the console is the one list', async () => {
    expect((await app.inject({ url: URL, headers: admin.headers })).statusCode).toBe(404);
  });
});
