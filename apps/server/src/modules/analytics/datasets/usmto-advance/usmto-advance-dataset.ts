// The USMTO in Advance aggregate (issue 17, decision 066): the months whose public release date
// has come, as frozen at their deadline with the confidentiality rules applied (withheld cells are
// absent). Participants see a month earlier on the module's own page (give to get); the analyzer
// holds only what everyone with USMTO may see, so access stays per dataset.

import { addMonths, firstDayOfMonth, monthOfDate } from '@mti/contracts/common/month';
import { USMTO_ADVANCE_CATEGORIES } from '@mti/contracts/contributions/usmto-advance-api';
import { usmtoAdvancePublicRelease } from '@mti/contracts/contributions/usmto-advance-deadline';
import type { DatasetDef } from '../../dataset-declaration.ts';
import { MONTH_BLEND_KEY, PERIOD_DIMENSIONS, TIME_HIERARCHY, textDimension } from '../../dataset-periods.ts';
import { loadUsmtoAdvanceCopy } from './usmto-advance-copy-loader.ts';
import { USMTO_ADVANCE_ID } from './usmto-advance-publish.ts';

/** The last month public at `now`: a month is public from the 1st of the month after its deadline, Eastern. */
export function lastPublicUsmtoAdvanceMonth(now: Date): string {
  // Last month (UTC) is never public yet; two or three months back is.
  let period = addMonths(monthOfDate(now), -1);
  while (usmtoAdvancePublicRelease(period) > now) period = addMonths(period, -1);
  return period;
}

export const USMTO_ADVANCE_DATASET: DatasetDef = {
  id: USMTO_ADVANCE_ID,
  title: 'USMTO in Advance (participants’ aggregate)',
  description:
    'Monthly orders reported by USMTO in Advance participants, by product category, for every month past its public ' +
    'release date. A category of fewer than five contributors, or with one over 25 %, is withheld and absent. ' +
    'On a demonstration site the contributors are the seed’s sample companies (sample data).',
  sample: false,
  table: 'usmto_advance_figures',
  periodColumn: 'period',
  attributeColumns: ['category'],
  copy: { tables: ['usmto_advance_figures'], load: loadUsmtoAdvanceCopy },
  access: { roles: ['usmto'], subscription: true },
  dimensions: [
    ...PERIOD_DIMENSIONS,
    textDimension(
      'category',
      'Product category',
      USMTO_ADVANCE_CATEGORIES.map((c) => c.label),
    ),
  ],
  hierarchies: [TIME_HIERARCHY, { id: 'category', label: 'Product category', levels: ['category'] }],
  measures: [
    { field: 'units', label: 'Units', column: 'units', unit: 'count', aggregate: 'sum' },
    { field: 'orders_dollars', label: 'Orders (USD)', column: 'orders_dollars', unit: 'currency', aggregate: 'sum' },
    // Contributors differ by category: a sum would count a company twice, the largest does not.
    { field: 'contributors', label: 'Contributors', column: 'contributors', unit: 'count', aggregate: 'max' },
  ],
  geoKeys: {},
  detailColumns: [
    { id: 'month', label: 'Month', sql: "strftime(period, '%Y-%m')", format: 'text' },
    { id: 'category', label: 'Product category', sql: 'category', format: 'text' },
    { id: 'units', label: 'Units', sql: 'units', format: 'integer' },
    { id: 'orders_dollars', label: 'Orders (USD)', sql: 'orders_dollars', format: 'currency' },
    { id: 'contributors', label: 'Contributors', sql: 'contributors', format: 'integer' },
  ],
  blendKeys: {
    month: MONTH_BLEND_KEY,
    category: { reads: 'member', from: 'u', dims: { category: 'u.k' } },
  },
  apps: ['usmto-advance'],
  release: (now) => {
    const through = lastPublicUsmtoAdvanceMonth(now);
    return { dataThrough: through, nextRelease: firstDayOfMonth(addMonths(through, 3)) };
  },
};
