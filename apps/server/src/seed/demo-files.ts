// Demo files in My Files (issue 6): a folder holding an analysis, a saved analysis built from the
// analyzer's definition, and a CSV of state-level figures to blend. Same ids, dates and figures
// on every run (fixed dates, ids derived from the user and the path, a seeded PRNG).
import { type AnalysisDefinitionInput, analysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import { type SeedItem, saveSeedFiles } from '../modules/files/provisioning.ts';
import { sha256Hex } from '../platform/crypto.ts';
import { toCsv } from '../platform/csv.ts';
import type { Db } from '../platform/db.ts';
import { createRandom } from '../platform/random.ts';
import { US_STATES } from '../platform/us-states.ts';

/** The accounts that get them: the demo member and the My Files end-to-end account. */
export const DEMO_FILE_OWNERS = ['member', 'filesme'] as const;

const ORDERS_BY_REGION: AnalysisDefinitionInput = {
  version: 1,
  dataset: 'usmto-orders',
  title: 'Orders by region',
  rows: ['region'],
  columns: ['year'],
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum', label: 'Order value' }],
  filters: { period: { from: '2022-01', to: '2024-12' } },
  chart: { type: 'bar', measure: 'value' },
};

const CATEGORY_TREND: AnalysisDefinitionInput = {
  version: 1,
  dataset: 'usmto-orders',
  title: 'Monthly orders by product category, 2024',
  rows: ['month'],
  columns: ['category'],
  measures: [
    { id: 'units', field: 'units', aggregate: 'sum' },
    { id: 'value', field: 'value_usd', aggregate: 'sum' },
  ],
  filters: { period: { from: '2024-01', to: '2024-12' } },
  chart: { type: 'line', measure: 'value' },
};

/** USMTO covers the states and DC; the territories are left out. */
const TERRITORIES = new Set(['AS', 'GU', 'MP', 'PR', 'VI']);

/** Machine shops and employees per state (made-up figures), keyed by the state's code. */
function stateFiguresCsv(): Buffer {
  const random = createRandom(20_260_306);
  const rows: (string | number)[][] = [['State', 'State name', 'Machine shops', 'Employees']];
  for (const { state_code, state_name } of US_STATES.filter((s) => !TERRITORIES.has(s.state_code))) {
    const shops = random.int(40, 2_400);
    rows.push([state_code, state_name, shops, shops * random.int(9, 28)]);
  }
  return Buffer.from(toCsv(rows));
}

const json = (definition: AnalysisDefinitionInput) =>
  Buffer.from(JSON.stringify(analysisDefinition.parse(definition), null, 2));

/** A UUID-shaped id from the owner and the path. */
function seedId(siteId: string, path: string): string {
  const h = sha256Hex(`demo-file|${siteId}|${path}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function demoFileItems(siteId: string): SeedItem[] {
  const item = (path: string, created: string, modified: string, content?: Buffer): SeedItem => ({
    id: seedId(siteId, path),
    names: path.split('/'),
    isFolder: content === undefined,
    content,
    createdAt: new Date(created),
    modifiedAt: new Date(modified),
  });
  return [
    item('Market Reports', '2026-01-05T14:30:00Z', '2026-01-05T14:30:00Z'),
    item(
      'Market Reports/Monthly orders by category 2024.xanalyzer',
      '2026-01-06T15:10:00Z',
      '2026-04-14T13:45:00Z',
      json(CATEGORY_TREND),
    ),
    item('Orders by region.xanalyzer', '2026-02-10T16:20:00Z', '2026-03-18T19:05:00Z', json(ORDERS_BY_REGION)),
    item('State shop figures.csv', '2026-03-02T18:00:00Z', '2026-03-02T18:00:00Z', stateFiguresCsv()),
  ];
}

export async function seedDemoFiles(
  db: Db,
  owners: ReadonlyArray<{ siteId: string; timssCustomer: string }>,
): Promise<void> {
  for (const owner of owners) {
    await saveSeedFiles({ db, owner, homeId: seedId(owner.siteId, ''), items: demoFileItems(owner.siteId) });
  }
}
