// My Files' "Shared with me" on the seeded demo: a colleague sees every live file of any type the
// organisation shares (the owner's name, read-only or editable, no path), the owner sees none of
// their own, another organisation sees nothing, and a file in a trashed folder drops out. The
// seeded shares are counted against SQL on the system of record.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { filesApi } from '../../../test/files-fixtures.ts';
import { rowsOf } from '../../platform/db.ts';
import { shareFileOfCaller } from './service.ts';

const { app } = await buildTestApp();
const owner = await signInWithAnalytics(app, 'territory');
const colleague = await signInWithAnalytics(app, 'territory2');
const outsider = await signInWithAnalytics(app, 'member');
const OWNER_HOME = ':home:000101501';

type Listed = { id: string; name: string; owner_name: string; access: string; modified: string } & Record<
  string,
  unknown
>;
async function sharedWith(who: typeof owner): Promise<Listed[]> {
  const res = await app.inject({ url: '/analytics/api/repo/files/shared', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().files;
}

describe('GET /analytics/api/repo/files/shared', () => {
  it("lists the organisation's shared plans to a colleague with the owner's name and read-only access", async () => {
    const files = await sharedWith(colleague);
    const expected = await rowsOf<{ name: string }>(
      app.db,
      sql`select f.name from repository_files f join repository_file_shares s on s.file_id = f.id
          where s.organization = (select organization from users where site_id = ${colleague.siteId})
            and f.owner_site_id <> ${colleague.siteId} and f.deleted_at is null order by f.name`,
    );
    expect(files.map((f) => f.name)).toEqual(expected.map((r) => r.name));
    expect(files.map((f) => f.name)).toContain('Great Lakes plan.xterritory');
    for (const f of files) {
      expect(f).toMatchObject({ owner_name: 'Avery Lindqvist', access: 'read' });
      expect(f).not.toHaveProperty('path');
    }
  });

  it('lists a shared file of any type, editable, and drops it once its folder is trashed', async () => {
    const files = filesApi(app, owner);
    const folder = (await files.createFolder(`${OWNER_HOME}:Quotas`)).json().id as string;
    const upload = await files.upload(
      { importDir: `${OWNER_HOME}:Quotas` },
      { name: 'quotas.csv', content: 'rep,quota\nA,1\n' },
    );
    expect(upload.statusCode).toBe(201);
    const { id } = upload.json();
    await shareFileOfCaller({
      db: app.db,
      caller: await callerOf(owner.siteId),
      id,
      extension: '.csv',
      access: 'edit',
    });
    expect((await sharedWith(colleague)).find((f) => f.id === id)).toMatchObject({
      name: 'quotas.csv',
      access: 'edit',
    });
    expect((await files.trash(folder)).statusCode).toBe(200);
    expect((await sharedWith(colleague)).map((f) => f.id)).not.toContain(id);
  });

  it('shows the owner none of their own files and another organisation nothing', async () => {
    expect(await sharedWith(owner)).toEqual([]);
    expect(await sharedWith(outsider)).toEqual([]);
  });

  it('needs the analytics session', async () => {
    const res = await app.inject({ url: '/analytics/api/repo/files/shared' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('code');
  });
});

/** The owner as the files service knows them: site id, TIMSS number and organisation. */
async function callerOf(siteId: string) {
  const [row] = await rowsOf<{ organization: string; timss: string }>(
    app.db,
    sql`select organization, timss_customer as timss from users where site_id = ${siteId}`,
  );
  return { owner: { siteId, timssCustomer: row?.timss ?? '' }, organization: row?.organization ?? '' };
}
