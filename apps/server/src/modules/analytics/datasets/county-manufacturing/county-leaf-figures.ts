// The county dataset's figures per year, county and leaf industry, read from the engine's copy in
// one grouped statement (the copy's grain), for a module that keeps its own pre-aggregate of them
// (Map U.S. Markets' choropleth, decision 059). The sums are of integer columns, returned as exact
// JavaScript numbers: the same totals an analysis of the dataset gives. Caller checks access first.
import type { AnalyticsEngine } from '../../duckdb-engine.ts';
import { COUNTY_MANUFACTURING_ID } from './county-sample.ts';

export type CountyLeafFigures = {
  year: string;
  state: string;
  county: string;
  industry: string;
  establishments: number;
  employment: number;
  consumption_usd: number;
};

/** Every (year, county, industry) row's figures, after waiting for the copy's load. */
export async function countyLeafFigures(engine: AnalyticsEngine): Promise<CountyLeafFigures[]> {
  await engine.whenReadyWithin(COUNTY_MANUFACTURING_ID);
  const rows = await engine.query(
    `select cast(year(period) as varchar) as year, state, county, industry,
       cast(sum(establishments) as double) as establishments, cast(sum(employment) as double) as employment,
       cast(sum(consumption_usd) as double) as consumption_usd
     from county_manufacturing group by all`,
  );
  return rows as unknown as CountyLeafFigures[];
}
