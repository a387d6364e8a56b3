import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { rowsOf } from '../platform/db.ts';
import { seedSurvey, surveyorPeriods } from './survey-demo.ts';

const { database } = await buildTestApp();
const db = database.db;
const now = new Date();

const snapshot = async () => ({
  periods: await rowsOf(db, sql`select reporting_period, is_open from survey_periods order by 1`),
  responses: await rowsOf(
    db,
    sql`select organisation_id, reporting_period, is_submitted, shipment_usd::text, shipment_tons::text, booking_usd::text,
          submitted_at, mod_date_time, reported_by from survey_responses order by 1, 2`,
  ),
  metals: await rowsOf(db, sql`select * from survey_metal_shares order by 1, 2, 3`),
  markets: await rowsOf(db, sql`select * from survey_market_shares order by 1, 2, 3`),
  labels: await rowsOf(db, sql`select screen, key, text from survey_labels order by 1, 2`),
  participants: await rowsOf(db, sql`select site_id, organisation_id from survey_participants order by 1`),
});

describe('survey demo seed', () => {
  it("gives surveyor's organisation a period in every state", async () => {
    const periods = surveyorPeriods(now);
    const rows = await rowsOf<{ reporting_period: string; is_open: boolean; is_submitted: boolean | null }>(
      db,
      sql`select p.reporting_period, p.is_open, r.is_submitted from survey_periods p
          left join survey_responses r on r.reporting_period = p.reporting_period and r.organisation_id = 'summit-forge'`,
    );
    const state = (period: string) => rows.find((r) => r.reporting_period === period);
    expect(state(periods.notStarted)).toEqual({
      reporting_period: periods.notStarted,
      is_open: true,
      is_submitted: null,
    });
    expect(state(periods.pending)).toMatchObject({ is_open: true, is_submitted: false });
    expect(state(periods.submittedOpen)).toMatchObject({ is_open: true, is_submitted: true });
    expect(state(periods.submittedClosed)).toMatchObject({ is_open: false, is_submitted: true });
  });

  it('has at least eight other organisations with submitted figures, every month a valid one', async () => {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(distinct organisation_id)::int as n from survey_responses
          where is_submitted and organisation_id <> 'summit-forge' and reporting_period = ${surveyorPeriods(now).submittedOpen}`,
    );
    expect(Number(row?.n)).toBeGreaterThanOrEqual(8);
    const totals = await rowsOf<{ usd: string; tons: string; market: string }>(
      db,
      sql`select
            (select sum(usd_pct) from survey_metal_shares m where m.organisation_id = r.organisation_id and m.reporting_period = r.reporting_period)::text as usd,
            (select sum(english_tons_pct) from survey_metal_shares m where m.organisation_id = r.organisation_id and m.reporting_period = r.reporting_period)::text as tons,
            (select sum(usd_pct) from survey_market_shares m where m.organisation_id = r.organisation_id and m.reporting_period = r.reporting_period)::text as market
          from survey_responses r where r.is_submitted`,
    );
    for (const total of totals) expect([total.usd, total.tons, total.market].map(Number)).toEqual([100, 100, 100]);
  });

  it('gives the same rows when run again, and puts changed ones back', async () => {
    await seedSurvey(db, now);
    const before = await snapshot();
    await db.execute(sql`update survey_responses set is_submitted = false, shipment_usd = 1`);
    await db.execute(sql`update survey_labels set text = 'changed'`);
    await seedSurvey(db, now);
    expect(await snapshot()).toEqual(before);
  });
});
