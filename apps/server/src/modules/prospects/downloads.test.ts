import { DOWNLOAD_NOT_PURCHASED } from '@mti/contracts/prospects/downloads-api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type SignedIn, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';
import { PROSPECT_TUIDS } from '../../seed/account-users.ts';
import { SAMPLE_DATA_LINE } from './contact-list-csv.ts';
import { findDownloadProduct } from './download-products.ts';

const { app, database } = await buildTestApp();

const HEADER = 'contact_id,first_name,last_name,job_title,company,state,email,segment,source,email_opt_in';
const ADDITIVE = 'imts-2024-leads-additive';
const FABRICATING = 'imts-2026-registrants-fabricating-southeast';
const PENDING_METAL_CUTTING = 'imts-2026-registrants-metal-cutting-great-lakes';

const history = (user: SignedIn | null) =>
  app.inject({ url: '/api/mtprospects/downloads', headers: user?.headers ?? {} });
const file = (user: SignedIn | null, key: string) =>
  app.inject({ url: `/api/mtprospects/downloads/${key}/file`, headers: user?.headers ?? {} });
const linesOf = (csv: string) => csv.trimEnd().split('\r\n');

describe('GET mtprospects/downloads', () => {
  it("lists the prospect's bought download, not the pending one", async () => {
    const res = await history(await signIn(app, 'prospect'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        download_key: ADDITIVE,
        title: 'IMTS 2024 Leads — Additive Manufacturing',
        order_id: 1101,
        purchased_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        file_name: `${ADDITIVE}-sample.csv`,
      },
    ]);
    // Dated by its purchase (the seed paid it 41 days ago), not by the seeding.
    const daysAgo = (Date.now() - Date.parse(res.json()[0].purchased_date)) / 86_400_000;
    expect(daysAgo).toBeGreaterThan(40.5);
    expect(daysAgo).toBeLessThan(41.5);
  });

  it('is empty for a user who bought nothing, and refused without a sign-in', async () => {
    const res = await history(await signIn(app, 'member'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const anonymous = await history(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
  });

  it('lists a download as soon as it is paid for, newest first', async () => {
    const buyer = await signIn(app, 'buyer1');
    expect((await history(buyer)).json()).toEqual([]);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/mtprospects/transaction/${PROSPECT_TUIDS.buyer1Pending}/processpnref`,
      headers: buyer.headers,
      payload: {},
    });
    expect(paid.statusCode).toBe(200);
    const list = (await history(buyer)).json();
    expect(list).toEqual([expect.objectContaining({ download_key: FABRICATING, order_id: paid.json().order_id })]);

    const res = await file(buyer, FABRICATING);
    expect(res.statusCode).toBe(200);
    expect(linesOf(res.body)).toHaveLength(2 + 980);
  });
});

describe('GET mtprospects/downloads/{downloadKey}/file', () => {
  it('gives the buyer the CSV, labelled as sample data, one row per contact, the same every time', async () => {
    const prospect = await signIn(app, 'prospect');
    const res = await file(prospect, ADDITIVE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=${ADDITIVE}-sample.csv`);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(SAMPLE_DATA_LINE);
    expect(lines[0]).toMatch(/^# Sample data/);
    expect(lines[1]).toBe(HEADER);
    expect(lines).toHaveLength(2 + 610);
    const product = findDownloadProduct(ADDITIVE);
    for (const line of lines.slice(2)) {
      const [id, , , , , state, email, segment, source] = line.split(',');
      expect(id).toMatch(/^C\d{5}$/);
      expect(product?.states).toContain(state);
      expect(email).toMatch(/^[a-z]+\.[a-z]+@[a-z]+\.example$/);
      expect(segment).toBe('Additive Manufacturing');
      expect(source).toBe('booth scan');
    }
    expect((await file(prospect, ADDITIVE)).body).toBe(res.body);
  });

  it("refuses a download the user has not bought — pending, another's, or unknown — alike", async () => {
    const prospect = await signIn(app, 'prospect');
    const member = await signIn(app, 'member');
    for (const res of [
      await file(prospect, PENDING_METAL_CUTTING),
      await file(member, ADDITIVE),
      await file(prospect, 'no-such-download'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', msg: DOWNLOAD_NOT_PURCHASED });
    }
    expect((await file(prospect, 'Bad Key!')).statusCode).toBe(400);
    expect((await file(null, ADDITIVE)).statusCode).toBe(401);
  });

  it('has a product, with the advertised number of contacts, for every download offered', async () => {
    const offered = await rowsOf<{ download_key: string; comment: string }>(
      database.db,
      sql`select download_key, comment from prospect_transactions`,
    );
    expect(offered.length).toBeGreaterThanOrEqual(5);
    for (const { download_key, comment } of offered) {
      const advertised = Number(comment.match(/^([\d,]+) /)?.[1]?.replaceAll(',', ''));
      expect(findDownloadProduct(download_key)?.contacts, download_key).toBe(advertised);
    }
  });
});
