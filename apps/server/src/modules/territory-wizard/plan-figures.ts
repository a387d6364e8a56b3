// A plan's figures: each territory's potential, establishments, employment and USMTO orders (sums
// over the counties its regions cover, a ZIP area holding its share of each county), its share of
// the plan's potential, and its balance against its target share — its share of the plan's reps
// when the plan assigns any, else an even split (decision 041).
import {
  balanceOf,
  type TerritoryFigures,
  type TerritoryFiguresResponse,
} from '@mti/contracts/territory-wizard/territory-api';
import type { TerritoryFile } from '@mti/contracts/territory-wizard/territory-file';
import { countyWeightsOf, type Geography } from '@mti/contracts/territory-wizard/territory-regions';
import type { CountyBase } from './county-base.ts';

type Sums = { potential: number; establishments: number; employment: number; orders: number };

export function planFigures(file: TerritoryFile, geography: Geography, base: CountyBase): TerritoryFiguresResponse {
  const national: Sums = { potential: 0, establishments: 0, employment: 0, orders: 0 };
  for (const c of base.counties.values()) {
    national.potential += c.potential;
    national.establishments += c.establishments;
    national.employment += c.employment;
    national.orders += c.orders;
  }
  const sized = file.territories.map((t) => {
    const weights = new Map<string, number>();
    for (const m of t.members) {
      for (const [fips, w] of countyWeightsOf(geography, m)) weights.set(fips, (weights.get(fips) ?? 0) + w);
    }
    const sums: Sums = { potential: 0, establishments: 0, employment: 0, orders: 0 };
    for (const [fips, w] of weights) {
      const c = base.counties.get(fips);
      if (!c) continue;
      sums.potential += w * c.potential;
      sums.establishments += w * c.establishments;
      sums.employment += w * c.employment;
      sums.orders += w * c.orders;
    }
    return { territory: t, sums, countyCount: weights.size };
  });
  const planPotential = sized.reduce((s, t) => s + t.sums.potential, 0);
  const planReps = file.territories.reduce((s, t) => s + t.reps.length, 0);
  const targetBasis = planReps > 0 ? 'reps' : 'even';
  const territories = sized.map(({ territory, sums, countyCount }): TerritoryFigures => {
    const potentialShare = planPotential > 0 ? sums.potential / planPotential : 0;
    const targetShare = targetBasis === 'reps' ? territory.reps.length / planReps : 1 / file.territories.length;
    return {
      name: territory.name,
      rep_count: territory.reps.length,
      region_count: territory.members.length,
      county_count: countyCount,
      potential: Math.round(sums.potential),
      establishments: Math.round(sums.establishments),
      employment: Math.round(sums.employment),
      orders: Math.round(sums.orders),
      potential_share: potentialShare,
      target_share: targetShare,
      balance: territory.members.length === 0 ? 'under' : balanceOf(potentialShare, targetShare),
    };
  });
  return {
    year: base.year,
    years: base.years,
    target_basis: targetBasis,
    territories,
    national: {
      potential: Math.round(national.potential),
      establishments: Math.round(national.establishments),
      employment: Math.round(national.employment),
      orders: Math.round(national.orders),
    },
    sample: true,
  };
}
