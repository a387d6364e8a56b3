// POST /analytics/api/analyzer/drilldown: the rows behind one cell or total, a page at a time.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { type DrilldownResponse, drilldownResponse } from '@mti/contracts/analytics/analyzer-api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiPost } from '../../../lib/http.ts';
import { drilldownQueryKey } from './analyzer-query-keys.ts';

export type DrilldownCell = { row: (string | null)[]; column: (string | null)[] };
export const DRILLDOWN_PAGE_SIZE = 50;

export function drilldownQuery(definition: AnalysisDefinitionInput, cell: DrilldownCell, page: number) {
  return queryOptions({
    queryKey: drilldownQueryKey(definition, cell, page),
    queryFn: ({ signal }): Promise<DrilldownResponse> =>
      withAnalyticsSession(() =>
        apiPost(
          '/analytics/api/analyzer/drilldown',
          { definition, cell, page, page_size: DRILLDOWN_PAGE_SIZE },
          { schema: drilldownResponse, errorPages: false, signal },
        ),
      ),
    placeholderData: keepPreviousData,
    // No automatic retry: withAnalyticsSession already repeats the call once after signing in again,
    // and the screen shows a failure at once with its own way to try again.
    retry: false,
  });
}
