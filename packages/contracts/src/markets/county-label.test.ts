import { describe, expect, it } from 'vitest';
import { countyLabel } from './county-label.ts';

describe('a county written as people write it', () => {
  it('names counties, parishes and independent cities with their state', () => {
    expect(countyLabel('48201', 'Harris')).toBe('Harris County, TX');
    expect(countyLabel('22071', 'Orleans')).toBe('Orleans Parish, LA');
    expect(countyLabel('51760', 'Richmond')).toBe('Richmond city, VA');
    expect(countyLabel('51159', 'Richmond')).toBe('Richmond County, VA');
    expect(countyLabel('51036', 'Charles City')).toBe('Charles City County, VA');
    expect(countyLabel('32510', 'Carson City')).toBe('Carson City, NV');
    expect(countyLabel('29510', 'St. Louis')).toBe('St. Louis city, MO');
  });

  it('keeps the bare name where the kind is not known (Alaska, D.C.)', () => {
    expect(countyLabel('02110', 'Juneau')).toBe('Juneau, AK');
    expect(countyLabel('11001', 'District of Columbia')).toBe('District of Columbia, DC');
  });
});
