// GET {surveyBasePath}/admin/periods/{reportingPeriod}/export (added): the period's responses as
// CSV. Fetched with the session's bearer token, then handed to the browser as a download.
import { useMutation } from '@tanstack/react-query';
import { surveyGet } from './survey-call.ts';

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useExportSubmissions(basePath: string | undefined) {
  return useMutation({
    mutationFn: async (period: string) => {
      const csv = await surveyGet<string>(basePath as string, `/admin/periods/${period}/export`);
      download(String(csv ?? ''), `survey-submissions-${period}.csv`);
    },
  });
}
