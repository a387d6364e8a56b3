import { describe, expect, it } from 'vitest';
import { mapSummary } from './map-summary.ts';

const label = (name: string) => ({ AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona' })[name] ?? name;
const dollars = (v: number) => `$${v.toLocaleString('en-US')}`;

describe('the spoken summary of an analysis map', () => {
  it('names how many regions have a figure, the highest and the lowest, and never says NaN', () => {
    const text = mapSummary(
      [
        { name: 'AK', value: 3_382_404 },
        { name: 'AL', value: 12_000 },
        { name: 'AZ', value: 950_000 },
      ],
      'states',
      label,
      dollars,
    );
    expect(text).toBe('3 states have a figure. Highest: Alaska, $3,382,404. Lowest: Alabama, $12,000.');
  });

  it('says when one region or none has a figure', () => {
    expect(mapSummary([{ name: 'AL', value: 5 }], 'states', label, dollars)).toBe('Only Alabama, $5, has a figure.');
    expect(mapSummary([], 'counties', label, dollars)).toBe('No counties have a figure.');
  });
});
