// The benchmark's disclosure control (docs/decisions/020): with as few organisations as may be
// published, no figure — amount or share — is one organisation's own value, and a metal or market
// that fewer than five organisations reported stays out of the mix.

import { blankSurveyData } from '@mti/contracts/survey/blank-survey-data';
import { reportingPeriodOf, shiftReportingPeriod } from '@mti/contracts/survey/reporting-period';
import type { SurveyData } from '@mti/contracts/survey/survey-api';
import type { Quartiles } from '@mti/contracts/survey/survey-benchmark';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signIn } from '../../../test/sign-in.ts';
import { microaggregate, protectedQuartiles } from './benchmark-disclosure.ts';
import { insertResponsesAsTheyStand } from './queries.ts';

const { app } = await buildTestApp();
const surveyor = await signIn(app, 'surveyor');
const admin = await signIn(app, 'surveyadmin');

/** Five organisations' figures: amounts of three significant figures and shares of one decimal, so
 * that a quartile falling on one organisation would be published as exactly its value. Titanium
 * (four organisations) and Oil and gas (three) are reported by too few. */
const FIVE = [
  {
    org: 'summit-forge', // surveyor's
    usd: 1_200_000,
    tons: 120,
    booking: 1_000_000,
    metalUsd: { 'Carbon steel': 40, 'Alloy steel': 55, Titanium: 5 },
    metalTons: { 'Carbon steel': 50, 'Alloy steel': 45, Titanium: 5 },
    market: { Aerospace: 20, 'General industrial': 75, 'Oil and gas': 5 },
  },
  {
    org: 'allegheny-drop-forge',
    usd: 2_500_000,
    tons: 250,
    booking: 2_000_000,
    metalUsd: { 'Carbon steel': 55.5, 'Alloy steel': 39.5, Titanium: 5 },
    metalTons: { 'Carbon steel': 52.5, 'Alloy steel': 42.5, Titanium: 5 },
    market: { Aerospace: 35.5, 'General industrial': 59.5, 'Oil and gas': 5 },
  },
  {
    org: 'great-plains-forging',
    usd: 3_100_000,
    tons: 310,
    booking: 3_000_000,
    metalUsd: { 'Carbon steel': 60, 'Alloy steel': 35, Titanium: 5 },
    metalTons: { 'Carbon steel': 61, 'Alloy steel': 34, Titanium: 5 },
    market: { Aerospace: 41, 'General industrial': 54, 'Oil and gas': 5 },
  },
  {
    org: 'cascade-titanium',
    usd: 4_800_000,
    tons: 480,
    booking: 4_000_000,
    metalUsd: { 'Carbon steel': 72.5, 'Alloy steel': 22.5, Titanium: 5 },
    metalTons: { 'Carbon steel': 70, 'Alloy steel': 25, Titanium: 5 },
    market: { Aerospace: 50, 'General industrial': 50 },
  },
  {
    org: 'bayou-valve-forge',
    usd: 9_900_000,
    tons: 990,
    booking: 6_000_000,
    metalUsd: { 'Carbon steel': 90, 'Alloy steel': 10 },
    metalTons: { 'Carbon steel': 88, 'Alloy steel': 12 },
    market: { Aerospace: 75, 'General industrial': 25 },
  },
];

function dataOf(figures: (typeof FIVE)[number]): SurveyData {
  const data = blankSurveyData();
  data.shipment.amount_usd = figures.usd;
  data.shipment.english_tons = figures.tons;
  data.booking.amount_usd = figures.booking;
  for (const row of data.shipment.metal) {
    row.usd_pct = (figures.metalUsd as Record<string, number>)[row.name] ?? 0;
    row.english_tons_pct = (figures.metalTons as Record<string, number>)[row.name] ?? 0;
  }
  for (const row of data.shipment.market) row.usd_pct = (figures.market as Record<string, number>)[row.name] ?? 0;
  return data;
}

// A period of its own, opened by the administrator, that exactly these five submitted.
const period = shiftReportingPeriod(reportingPeriodOf(new Date()), 2);
const opened = await app.inject({
  method: 'POST',
  url: '/api/survey/admin/periods',
  headers: admin.headers,
  payload: { reporting_period: period },
});
if (opened.statusCode !== 200) throw new Error(`opening ${period}: ${opened.statusCode} ${opened.body}`);
const at = new Date();
await insertResponsesAsTheyStand(
  app.db,
  FIVE.map((figures) => ({
    organisationId: figures.org,
    reportingPeriod: period,
    reporter: { name: 'Benchmark test', siteId: null },
    data: dataOf(figures),
    submittedAt: at,
    modifiedAt: at,
  })),
);

const benchmark = async () => {
  const res = await app.inject({ url: `/api/survey/benchmark/${period}`, headers: surveyor.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const figuresOf = (q: Quartiles) => [q.lower_quartile, q.median, q.upper_quartile];
const valuesOf = (pick: (f: (typeof FIVE)[number]) => number | undefined) =>
  FIVE.map(pick).filter((v): v is number => v !== undefined && v > 0);

describe('the benchmark of five organisations', () => {
  it('publishes no amount equal to any one organisation’s own figure', async () => {
    const { industry } = await benchmark();
    expect(industry.organisations).toBe(5);
    const measures: Array<[Quartiles, number[]]> = [
      [industry.shipment_usd, valuesOf((f) => f.usd)],
      [industry.english_tons, valuesOf((f) => f.tons)],
      [industry.booking_usd, valuesOf((f) => f.booking)],
    ];
    for (const [quartiles, values] of measures) {
      for (const figure of figuresOf(quartiles)) expect(values, `${figure}`).not.toContain(figure);
    }
    // With five there is one group: each quartile is the mean of the five, to three figures.
    expect(industry.shipment_usd).toEqual({ lower_quartile: 4_300_000, median: 4_300_000, upper_quartile: 4_300_000 });
  });

  it('publishes no metal or market share equal to any one organisation’s own share', async () => {
    const { industry } = await benchmark();
    const metal = (name: string) => industry.metal.find((m: { name: string }) => m.name === name);
    const market = (name: string) => industry.market.find((m: { name: string }) => m.name === name);
    const shares: Array<[Quartiles, number[]]> = [
      [metal('Carbon steel').usd_pct, valuesOf((f) => f.metalUsd['Carbon steel'])],
      [metal('Alloy steel').usd_pct, valuesOf((f) => f.metalUsd['Alloy steel'])],
      [metal('Carbon steel').english_tons_pct, valuesOf((f) => f.metalTons['Carbon steel'])],
      [metal('Alloy steel').english_tons_pct, valuesOf((f) => f.metalTons['Alloy steel'])],
      [market('Aerospace').usd_pct, valuesOf((f) => f.market.Aerospace)],
      [market('General industrial').usd_pct, valuesOf((f) => f.market['General industrial'])],
    ];
    for (const [quartiles, values] of shares) {
      expect(values).toHaveLength(5);
      for (const figure of figuresOf(quartiles)) expect(values, `${figure}`).not.toContain(figure);
    }
    expect(metal('Carbon steel').usd_pct.median).toBe(63.6);
  });

  it('leaves a metal or market reported by fewer than five organisations out of the mix', async () => {
    const { industry, own } = await benchmark();
    expect(industry.metal.map((m: { name: string }) => m.name)).toEqual(['Carbon steel', 'Alloy steel']);
    expect(industry.market.map((m: { name: string }) => m.name)).toEqual(['Aerospace', 'General industrial']);
    // The organisation still sees its own share of them.
    expect(own.metal.find((m: { name: string }) => m.name === 'Titanium').usd_pct).toBe(5);
    expect(own.market.find((m: { name: string }) => m.name === 'Oil and gas').usd_pct).toBe(5);
  });
});

describe('microaggregation', () => {
  it('averages every value with at least two others, in sorted groups of three and a larger last group', () => {
    expect(microaggregate([5, 1, 3, 2, 4])).toEqual([3, 3, 3, 3, 3]);
    expect(microaggregate([6, 1, 2, 3, 4, 5])).toEqual([2, 2, 2, 5, 5, 5]);
    expect(microaggregate([1, 2, 3, 4, 5, 6, 10])).toEqual([2, 2, 2, 6.25, 6.25, 6.25, 6.25]);
  });

  it('gives quartiles that are means of three or more organisations, never one organisation’s value', () => {
    // Any one organisation's value is distinguishable here: no quartile may land on one.
    const values = [11, 23, 37, 41, 59, 67, 73, 89, 97, 101];
    const quartiles = protectedQuartiles(values, (v) => v);
    for (const figure of figuresOf(quartiles)) expect(values).not.toContain(figure);
    expect(quartiles.lower_quartile).toBeLessThanOrEqual(quartiles.median);
    expect(quartiles.median).toBeLessThanOrEqual(quartiles.upper_quartile);
  });
});
