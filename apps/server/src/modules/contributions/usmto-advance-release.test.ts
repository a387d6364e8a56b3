// The USMTO in Advance release task (decision 066): run by the job queue as of a chosen time, it
// freezes a month exactly once at its deadline, and at its public release date copies the
// published cells into the analytics dataset `usmto-advance`, whose figures are checked against
// SQL over the submissions (with the confidentiality rules computed in SQL too).
import { USMTO_ADVANCE_CATEGORIES } from '@mti/contracts/contributions/usmto-advance-api';
import { describe, expect, it } from 'vitest';
import { pg } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { saveSampleSubmissions } from './provisioning.ts';

const { app } = await buildTestApp();
const member = await signInWithAnalytics(app, 'member');

// January 2032 closes on February 15 at 8 PM EST (01:00 UTC the 16th) and is public from March 1, midnight EST.
const PERIOD = '2032-01';
const DEADLINE = new Date('2032-02-16T01:00:00Z');
const PUBLIC = new Date('2032-03-01T05:00:00Z');
const before = (at: Date) => new Date(at.getTime() - 1);

/** The queue runs its due jobs as of `at`; the release task is made due then, as its schedule would. */
async function runTasksAt(at: Date) {
  await app.jobs.scheduleRecurring(at);
  await app.jobs.runUntilEmpty({ asOf: at });
}

const releaseOf = async () =>
  pg(app.db, `select released_at, figures::text as figures from usmto_advance_releases where period = '${PERIOD}'`);

/** Six sample contributors; additive manufacturing from three only, so it and the total are withheld. */
async function submitSamples() {
  const categories = USMTO_ADVANCE_CATEGORIES.map((c) => c.key);
  await saveSampleSubmissions({
    db: app.db,
    rows: Array.from({ length: 6 }, (_, i) =>
      categories.map((category, c) => ({
        siteId: `sample-release-${i}`,
        period: PERIOD,
        category,
        units: c === 2 && i >= 3 ? 0 : 10 + i + c,
        ordersDollars: c === 2 && i >= 3 ? '0.00' : (1000 + 37.25 * i + 100 * c).toFixed(2),
        submittedAt: new Date('2032-02-01T12:00:00Z'),
      })),
    ).flat(),
  });
}

async function analyzer() {
  const res = await app.inject({
    method: 'POST',
    url: '/analytics/api/analyzer/query',
    headers: member.headers,
    payload: {
      definition: {
        version: 1,
        dataset: 'usmto-advance',
        rows: ['month'],
        columns: ['category'],
        measures: [
          { id: 'u', field: 'units', aggregate: 'sum' },
          { id: 'd', field: 'orders_dollars', aggregate: 'sum' },
          { id: 'n', field: 'contributors', aggregate: 'max' },
        ],
        filters: { period: { from: '2020-01', to: PERIOD } },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const cells = new Map<string, number[]>();
  body.row_headers.forEach((r: { members: (string | null)[] }, i: number) => {
    body.column_headers.forEach((c: { members: (string | null)[] }, j: number) => {
      const cell = body.cells[i]?.[j];
      if (r.members[0] && c.members[0] && cell && cell[0] !== null) cells.set(`${r.members[0]} ${c.members[0]}`, cell);
    });
  });
  return cells;
}

describe('the USMTO in Advance release task', () => {
  it('releases a month exactly once, at its deadline, and keeps it when rows arrive later', async () => {
    await submitSamples();
    await runTasksAt(before(DEADLINE));
    expect(await releaseOf()).toEqual([]);

    await runTasksAt(DEADLINE);
    const [first, ...more] = await releaseOf();
    expect(more).toEqual([]);
    expect(new Date(first?.released_at as string)).toEqual(DEADLINE);

    // A row written afterwards (the API refuses a closed month) and a later run: the same release.
    await saveSampleSubmissions({
      db: app.db,
      rows: [
        {
          siteId: 'sample-release-late',
          period: PERIOD,
          category: 'metal_cutting',
          units: 900,
          ordersDollars: '90000.00',
          submittedAt: new Date('2032-02-20T00:00:00Z'),
        },
      ],
    });
    await runTasksAt(new Date('2032-02-20T01:00:00Z'));
    expect(await releaseOf()).toEqual([first]);
  }, 120_000);

  it('puts the month in the analyzer at its public release date, with the figures SQL computes', async () => {
    await runTasksAt(before(PUBLIC));
    await app.analyticsEngine.checkSourceVersion();
    expect([...(await analyzer()).keys()].some((k) => k.startsWith(PERIOD))).toBe(false);

    await runTasksAt(PUBLIC);
    await app.analyticsEngine.checkSourceVersion();
    const cells = await analyzer();
    // Independent: sums of the rows submitted by the deadline, and the rules (at least five
    // reporting contributors, none over 25 % of units or dollars) in SQL.
    const expected = await pg(
      app.db,
      `select period || ' ' || category as k, sum(units) as units, sum(orders_dollars) as dollars, count(*) as n
         from usmto_advance_submissions
        where (units > 0 or orders_dollars > 0) and period <= '${PERIOD}'
          and not (period = '${PERIOD}' and submitted_at > '${DEADLINE.toISOString()}')
        group by period, category
       having count(*) >= 5 and max(units) <= 0.25 * sum(units) and max(orders_dollars) <= 0.25 * sum(orders_dollars)`,
    );
    const label = new Map(USMTO_ADVANCE_CATEGORIES.map((c) => [c.key, c.label]));
    const want = new Map(
      expected.map((r) => {
        const [period, key] = String(r.k).split(' ');
        return [`${period} ${label.get(key as never)}`, [r.units, r.dollars, r.n]];
      }),
    );
    expect([...cells.keys()].sort()).toEqual([...want.keys()].sort());
    for (const [k, [units, dollars, n]] of want) {
      const got = cells.get(k) as number[];
      expect(got[0], k).toBe(units);
      expect(got[1], k).toBeCloseTo(Number(dollars), 2);
      expect(got[2], k).toBe(n);
    }
    // January: cutting and forming published, additive (three contributors) withheld.
    expect([...cells.keys()].filter((k) => k.startsWith(PERIOD))).toEqual([
      `${PERIOD} Metal cutting`,
      `${PERIOD} Metal forming and fabricating`,
    ]);
  }, 180_000);

  it('gives the USMTO in Advance launcher card the dataset’s release', async () => {
    const apps = (await app.inject({ url: '/api/mti/products', headers: member.headers })).json() as {
      short_name: string;
      data_release: unknown;
    }[];
    // The month public now: two before this month in US Eastern time; the next on the 1st of next month.
    const eastern = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .slice(0, 7);
    const shift = (key: string, by: number) => {
      const d = new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1 + by, 1));
      return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    };
    expect(apps.find((a) => a.short_name === 'USMTO in Advance')?.data_release).toEqual({
      data_through: shift(eastern, -2),
      next_release: `${shift(eastern, 1)}-01`,
    });
  });

  it('releases the months nobody submitted for, however long ago, when the task runs again', async () => {
    // January 2032 has its release; nobody submitted for February to June. The task last ran in
    // March; it runs again in late July: every month through June gets its (withheld) report once.
    await runTasksAt(new Date('2032-07-20T12:00:00Z'));
    const months = ['2032-02', '2032-03', '2032-04', '2032-05', '2032-06'];
    const released = await pg(
      app.db,
      `select period, figures->'categories'->0->>'suppressed' as first_category
         from usmto_advance_releases where period between '2032-02' and '2032-07' order by period`,
    );
    expect(released.map((r) => r.period)).toEqual(months);
    for (const r of released) expect(r.first_category, String(r.period)).not.toBeNull();
    // July's deadline is in August: not released yet; a second run changes nothing.
    await runTasksAt(new Date('2032-07-21T12:00:00Z'));
    expect(
      (await pg(app.db, `select count(*)::int as n from usmto_advance_releases where period >= '2032-02'`))[0]?.n,
    ).toBe(5);
  }, 180_000);
});
