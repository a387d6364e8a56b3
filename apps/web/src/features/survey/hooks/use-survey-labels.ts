// A survey screen's label texts, with the seeded text while they load or when one is missing.
import { fillLabel, labelText, type SurveyLabelScreen } from '@mti/contracts/survey/survey-labels';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { labelsQuery } from '../api/get-labels.ts';

export type LabelOf = (key: string, values?: Record<string, string | number>) => string;

export function useSurveyLabels(basePath: string | undefined, screen: SurveyLabelScreen) {
  const query = useQuery(labelsQuery(basePath, screen));
  const labels = query.data;
  const t: LabelOf = useCallback(
    (key, values) => {
      const text = labelText(labels, screen, key);
      return values ? fillLabel(text, values) : text;
    },
    [labels, screen],
  );
  return { t, query };
}
