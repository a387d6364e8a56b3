// Console › Labels (issue 19): GET /api/admin/console/labels (a console list), PUT …/:screen/:key and
// POST …/:screen/:key/reset. After a change the list reloads and this browser's cached survey labels
// go, so the survey screens show the new text at once.
import { type ConsoleLabel, consoleLabel } from '@mti/contracts/admin/console-labels';
import type { SurveyLabelScreen } from '@mti/contracts/survey/survey-labels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { consoleListKey } from './console-list.ts';

/**
 * The survey feature's label cache key (features/survey/api/survey-query-keys.ts `labelsQueryKey()`),
 * spelled out here because features do not import each other.
 */
const surveyLabelsKey = [SESSION_QUERY_SCOPE, 'survey', 'labels'] as const;

export type LabelChange =
  | { kind: 'edit'; screen: SurveyLabelScreen; key: string; version: number; text: string }
  | { kind: 'reset'; screen: SurveyLabelScreen; key: string; version: number };

export function useChangeLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: LabelChange) => {
      const url = `admin/console/labels/${change.screen}/${encodeURIComponent(change.key)}`;
      const options = { schema: consoleLabel, errorPages: false };
      return change.kind === 'edit'
        ? apiPut<ConsoleLabel>(url, { version: change.version, text: change.text }, options)
        : apiPost<ConsoleLabel>(`${url}/reset`, { version: change.version }, options);
    },
    onSuccess: () => {
      client.invalidateQueries({ queryKey: consoleListKey('labels') });
      client.invalidateQueries({ queryKey: surveyLabelsKey });
    },
  });
}
