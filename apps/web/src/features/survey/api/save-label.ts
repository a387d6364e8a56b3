// PUT {surveyBasePath}/admin/labels/{screen}/{key} (added): one label's text; the screens that
// read the label then load it afresh.
import { type AdminLabel, adminLabel } from '@mti/contracts/survey/survey-admin-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyPut } from './survey-call.ts';
import { adminLabelsQueryKey, labelsQueryKey } from './survey-query-keys.ts';

export function useSaveLabel(basePath: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ screen, key, text }: AdminLabel) =>
      surveyPut<AdminLabel>(
        basePath as string,
        `/admin/labels/${screen}/${encodeURIComponent(key)}`,
        { text },
        { schema: adminLabel },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminLabel[]>(adminLabelsQueryKey, (labels) =>
        labels?.map((label) => (label.screen === saved.screen && label.key === saved.key ? saved : label)),
      );
      return queryClient.invalidateQueries({ queryKey: labelsQueryKey(saved.screen) });
    },
  });
}
