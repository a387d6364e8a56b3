// Console › Configuration (issue 19): the survey's thresholds here; reporting periods, submissions
// and survey labels stay on the survey administration page, linked below.
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { surveyThresholdsQuery } from '../api/survey-thresholds.ts';
import { SurveyThresholdForm } from '../components/survey-threshold-form.tsx';

export function ConfigurationPage() {
  const thresholds = useQuery(surveyThresholdsQuery());
  return (
    <Stack gap="md">
      <Title order={2}>Configuration</Title>
      <Title order={3}>Survey thresholds</Title>
      <Text size="sm" c="dimmed">
        A figure below the lowest or above the highest typical value gets a warning on the survey page. Reporting
        periods, submissions and the survey&apos;s labels are on the{' '}
        <Anchor component={Link} to={paths.surveyAdmin}>
          survey administration page
        </Anchor>
        .
      </Text>
      {thresholds.isError && <Alert color="red">The thresholds could not be loaded.</Alert>}
      {thresholds.isPending && <Loader />}
      {thresholds.data?.map((threshold) => (
        // Keyed by page only: a refused stale save keeps its message and the figures typed.
        <SurveyThresholdForm key={threshold.page} threshold={threshold} />
      ))}
    </Stack>
  );
}
