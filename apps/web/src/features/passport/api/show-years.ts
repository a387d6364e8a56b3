// GET api/passport/show-years: the show years the user's company has a passport for, newest first.
import { PASSPORT_PATHS, type PassportShowYear, showYearsResponse } from '@mti/contracts/passport/passport-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { passportKeys } from './passport-query-keys.ts';

export function showYearsQuery() {
  return queryOptions({
    queryKey: passportKeys.showYears(),
    queryFn: async ({ signal }): Promise<PassportShowYear[]> =>
      (await apiGet(PASSPORT_PATHS.showYears, { schema: showYearsResponse, errorPages: false, signal })).show_years,
  });
}
