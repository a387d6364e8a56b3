// GET assets/config/fiaConfig.json (spec §7): the survey programme's configuration — its name,
// logo, contact and the survey base path every survey call goes to (spec §7: "the concrete base
// path comes from the remote label configuration").
import { type FiaConfig, fiaConfigResponse } from '@mti/contracts/content/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';

export function surveyConfigQuery() {
  return queryOptions({
    queryKey: ['fia-config'],
    queryFn: ({ signal }) => apiGet<FiaConfig>('/assets/config/fiaConfig.json', { schema: fiaConfigResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSurveyConfig() {
  return useQuery(surveyConfigQuery());
}
