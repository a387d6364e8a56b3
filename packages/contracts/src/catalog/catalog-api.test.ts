import { describe, expect, it } from 'vitest';
import { acceptAppTermsParams, appTermsKey } from './catalog-api.ts';

describe('appTermsKey', () => {
  it.each([
    ['analytics/viewer/econ-trends', 'econ'],
    ['tableau/viewer/econ-outlook?detailId=7', 'econ'],
    ['/analyzer/viewer/usmto-advance', 'usmto'],
    ['techtrends-roadmaps', 'techtrends'],
    ['cds/passport-campaigns', 'passport'],
    ['surveyApp', 'surveyApp'],
    ['https://www.imts.com/', 'www.imts.com'],
  ])('takes the part before a hyphen of the last path segment of %s', (appurl, key) => {
    expect(appTermsKey(appurl)).toBe(key);
    // Every key fits the path parameter of PUT mti/acceptEula/{prefix}.
    expect(acceptAppTermsParams.safeParse({ prefix: key }).success).toBe(true);
  });
});
