// Spec §8: a failed survey call goes to the error page its status has in the error-page label
// table; a status the table does not know goes to 404. A dead session (c0001, c0004) or an open
// session gate has already been handled by the HTTP client.
import { SURVEY_LABEL_DEFAULTS } from '@mti/contracts/survey/survey-labels';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HttpError, handledByHttpClient } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { isSameSitePath } from '../../../lib/session.ts';
import { labelsQuery } from '../api/get-labels.ts';

/** The page for a status: the table's entry, else 404 (never another site). */
export function errorPageFor(status: number, table: Record<string, string> | undefined): string {
  const key = String(status);
  const page = table?.[key] ?? SURVEY_LABEL_DEFAULTS.errorPages[key];
  return isSameSitePath(page) ? page : paths.status.notFound;
}

export function useSurveyErrorPage(basePath: string | undefined) {
  const navigate = useNavigate();
  const table = useQuery(labelsQuery(basePath, 'errorPages')).data;
  return useCallback(
    (error: unknown) => {
      if (handledByHttpClient(error)) return;
      const status = error instanceof HttpError ? error.status : 0;
      navigate(errorPageFor(status, table), { replace: true });
    },
    [navigate, table],
  );
}
