// Find Prospects' criteria on the web side: empty criteria, a value's label, and what is active.
import type { ProspectCriteria } from '@mti/contracts/passport/passport-api';
import { CRITERIA_DIMENSIONS, type CriteriaDimension, DIMENSION_LABELS } from '@mti/contracts/passport/passport-values';
import { stateName } from '../../components/charts/us-state-names.ts';
import { countryName } from '../../components/charts/world-countries-geo.ts';

export const emptyCriteria = (): ProspectCriteria => ({
  industry: [],
  product_interest: [],
  plant_size: [],
  buying_role: [],
  job_function: [],
  state: [],
  country: [],
});

/** What a value reads as: states and countries by name, the rest as they are. */
export function valueLabel(dimension: CriteriaDimension, value: string): string {
  if (dimension === 'state') return stateName(value);
  if (dimension === 'country') return countryName(value);
  return value;
}

/** Every active value, with its dimension, for the "Active filters" line. */
export function activeValues(criteria: ProspectCriteria) {
  return CRITERIA_DIMENSIONS.flatMap((dimension) =>
    criteria[dimension].map((value) => ({
      dimension,
      value,
      label: `${DIMENSION_LABELS[dimension]}: ${valueLabel(dimension, value)}`,
    })),
  );
}
