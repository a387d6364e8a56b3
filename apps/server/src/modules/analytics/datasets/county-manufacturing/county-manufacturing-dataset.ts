// The county manufacturing dataset: establishments, employment and estimated machine-tool
// consumption by U.S. county × NAICS manufacturing industry × year (sample data; the rule tying it
// to the USMTO sample is in county-generator.ts and docs/data/county-manufacturing.md). Map U.S.
// Markets draws its choropleth from it; the analyzer opens it like any other dataset.
import { countyLabel } from '@mti/contracts/markets/county-label';
import { type DatasetDef, type DimensionDef, dimensionOf } from '../../dataset-declaration.ts';
import { USMTO_ORDERS_DATASET } from '../usmto-orders/usmto-orders-dataset.ts';
import { loadCountyCopy } from './county-copy-loader.ts';
import { countyYears } from './county-generator.ts';
import { listCounties } from './county-geography.ts';
import { COUNTY_INDUSTRIES, COUNTY_SUBSECTORS } from './county-industries.ts';
import {
  COUNTY_MANUFACTURING_ID,
  countyRowsPerScale,
  isCountyManufacturingSeeded,
  seedCountyManufacturing,
} from './county-sample.ts';

export { COUNTY_MANUFACTURING_ID };

const USMTO_STATE_DIMENSION = dimensionOf(USMTO_ORDERS_DATASET, 'state') as DimensionDef;

export const COUNTY_MANUFACTURING_DATASET: DatasetDef = {
  id: COUNTY_MANUFACTURING_ID,
  title: 'County manufacturing (sample data)',
  description:
    'Manufacturing establishments, employment and estimated machine-tool consumption by U.S. county and NAICS ' +
    'industry, per year. Sample data: deterministic synthetic figures consistent with the USMTO sample by state, ' +
    'not Census figures.',
  sample: true,
  table: 'county_manufacturing',
  // One row per year, dated January 1: the year dimension reads it.
  periodColumn: 'period',
  attributeColumns: ['state', 'county', 'subsector', 'industry'],
  copy: { tables: ['county_manufacturing', 'county_manufacturing_counties'], load: loadCountyCopy },
  rollups: [
    ['state', 'subsector', 'industry'],
    ['state', 'subsector'],
  ],
  // Map U.S. Markets' role, and USMTO's (its Territory Wizard sizes territories with it).
  access: { roles: ['mapus', 'usmto'], subscription: true },
  dimensions: [
    { id: 'year', label: 'Year', kind: 'period', column: 'period', sql: 'cast(year(period) as varchar)', members: [] },
    // The states of the USMTO dataset, in its order and with its names.
    USMTO_STATE_DIMENSION,
    {
      id: 'county',
      label: 'County',
      kind: 'member',
      column: 'county',
      sql: 'cast(county as varchar)',
      // Named as the map names them ("Harris County, TX"): tables, filters, drill-down and exports agree.
      members: listCounties().map((c) => ({ key: c.fips, label: countyLabel(c.fips, c.name) })),
    },
    {
      id: 'subsector',
      label: 'Industry (3-digit NAICS)',
      kind: 'member',
      column: 'subsector',
      sql: 'cast(subsector as varchar)',
      members: COUNTY_SUBSECTORS.map((s) => ({ key: s.code, label: `${s.code} ${s.title}` })),
    },
    {
      id: 'industry',
      label: 'Industry (NAICS detail)',
      kind: 'member',
      column: 'industry',
      sql: 'cast(industry as varchar)',
      members: COUNTY_INDUSTRIES.map((i) => ({ key: i.code, label: `${i.code} ${i.title}` })),
    },
  ],
  hierarchies: [
    { id: 'geography', label: 'Geography', levels: ['state', 'county'] },
    { id: 'industry', label: 'Industry', levels: ['subsector', 'industry'] },
    { id: 'time', label: 'Time', levels: ['year'] },
  ],
  measures: [
    { field: 'establishments', label: 'Establishments', column: 'establishments', unit: 'count', aggregate: 'sum' },
    { field: 'employment', label: 'Employment', column: 'employment', unit: 'count', aggregate: 'sum' },
    {
      field: 'consumption_usd',
      label: 'Machine-tool consumption (USD)',
      column: 'consumption_usd',
      unit: 'currency',
      aggregate: 'sum',
    },
  ],
  geoKeys: { state: 'state', county_fips: 'county' },
  detailColumns: [
    { id: 'year', label: 'Year', sql: 'cast(year(period) as varchar)', format: 'text' },
    { id: 'state', label: 'State', sql: 'cast(state as varchar)', format: 'text' },
    { id: 'county', label: 'County FIPS', sql: 'cast(county as varchar)', format: 'text' },
    { id: 'industry', label: 'NAICS', sql: 'cast(industry as varchar)', format: 'text' },
    { id: 'establishments', label: 'Establishments', sql: 'establishments', format: 'integer' },
    { id: 'employment', label: 'Employment', sql: 'employment', format: 'integer' },
    { id: 'consumption_usd', label: 'Consumption (USD)', sql: 'cast(consumption_usd as double)', format: 'currency' },
  ],
  blendKeys: {
    county: {
      reads: 'county_fips',
      from: 'u join county_manufacturing_counties c on c.county_fips = u.k',
      dims: { county: 'u.k', state: 'c.state' },
    },
    state: { reads: 'member', from: 'u', dims: { state: 'u.k' } },
    year: { reads: 'member', from: 'u', dims: { year: 'u.k' } },
  },
  apps: ['mapus-markets'],
  // A year is published when the USMTO sample's December is: through the last complete year, next on January 1.
  release: (now) => {
    const last = countyYears(now).at(-1) as number;
    return { dataThrough: `${last}-12`, nextRelease: `${last + 2}-01-01` };
  },
  sampleData: {
    seed: seedCountyManufacturing,
    isSeeded: isCountyManufacturingSeeded,
    rowsPerScale: countyRowsPerScale,
  },
};
