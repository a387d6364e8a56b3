// productData, the survey entry screen (spec §2, §4): header with the screen name and the period's
// month and year, the organisation and instructions, then the three pages (and the Benchmark tab
// once submitted). Query parameters: period (YYYYMM), mode (edit or view) and page.
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import {
  formatReportingPeriod,
  isPeriodEditable,
  isTrue,
  parseReportingPeriod,
} from '@mti/contracts/survey/reporting-period';
import { hasSurveyData } from '@mti/contracts/survey/survey-api';
import { SURVEY_PAGES, type SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import { IconEye, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { HttpError } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { participationQuery } from '../api/get-participation.ts';
import { periodsQuery } from '../api/get-periods.ts';
import { useSurveyConfig } from '../api/get-survey-config.ts';
import { surveyDataQuery } from '../api/get-survey-data.ts';
import { SurveyEntry, type SurveyTab } from '../components/survey-entry.tsx';
import { useSurveyErrorPage } from '../hooks/use-survey-error-page.ts';
import { useSurveyLabels } from '../hooks/use-survey-labels.ts';

function tabOf(value: string | null): SurveyTab {
  return value === 'benchmark' || (SURVEY_PAGES as readonly string[]).includes(value ?? '')
    ? (value as SurveyTab)
    : 'shipments';
}

export function ProductDataPage() {
  const [params, setParams] = useSearchParams();
  const period = params.get('period') ?? '';
  const requestedMode = params.get('mode') === 'edit' ? 'edit' : 'view';
  const requestedTab = tabOf(params.get('page'));
  const validPeriod = parseReportingPeriod(period) !== null;

  const config = useSurveyConfig();
  const basePath = config.data?.surveyBasePath;
  const { t } = useSurveyLabels(basePath, 'productData');
  const benchmarkLabel = useSurveyLabels(basePath, 'benchmark').t;
  const goToErrorPage = useSurveyErrorPage(basePath);
  const participation = useQuery(participationQuery(basePath));
  const organisation = participation.data?.organisation ?? null;
  const periods = useQuery(periodsQuery(basePath, !!organisation));
  const item = periods.data?.find((p) => p.reporting_period === period);
  const dataPage: SurveyPage = requestedTab === 'benchmark' ? 'shipments' : requestedTab;
  const survey = useQuery({
    ...surveyDataQuery(basePath, period, dataPage),
    enabled: !!basePath && validPeriod && !!item,
  });

  // What cannot be shown goes to the error page of its status (spec §8): a malformed or unknown
  // period is not found, a user outside any organisation is forbidden.
  const failure =
    config.error ??
    participation.error ??
    periods.error ??
    survey.error ??
    (!validPeriod
      ? new HttpError(404, null, 'no such period')
      : participation.data && !organisation
        ? new HttpError(403, null, 'not a participant')
        : periods.data && !item
          ? new HttpError(404, null, 'no such period')
          : null);
  useEffect(() => {
    if (failure) goToErrorPage(failure);
  }, [failure, goToErrorPage]);

  const editable = !!item && isPeriodEditable(item);
  const mode = requestedMode === 'edit' && editable ? 'edit' : 'view';
  const submitted = !!item && isTrue(item.is_submitted);
  const tab = requestedTab === 'benchmark' && !submitted ? 'shipments' : requestedTab;

  function changeTab(next: SurveyTab) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', next);
      return updated;
    });
  }

  const monthYear = validPeriod ? formatReportingPeriod(period) : '';
  const loading = !item || !survey.data || !basePath;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <header>
          <Title order={1}>
            {t('screenName')}
            {monthYear && (
              <Text span inherit c="dimmed" fw={500}>
                {' '}
                — {monthYear}
              </Text>
            )}
          </Title>
          {organisation && (
            <Text fz="lg" fw={600} mt={6} data-testid="organisation-name">
              {organisation.name}
            </Text>
          )}
          <Text c="dimmed" size="sm" mt={6} maw={820}>
            {t('instructions')}
          </Text>
        </header>

        {loading || failure ? (
          <PageLoader />
        ) : !hasSurveyData(survey.data) ? (
          <Alert color="navy" variant="light" icon={<IconInfoCircle size={20} />} data-testid="no-data">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('noData')}</Text>
              <Button component={Link} to={paths.surveyApp} size="xs" variant="default">
                {t('previous')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            {mode === 'view' && (
              <Group gap="xs" c="dimmed" wrap="nowrap" align="flex-start" data-testid="view-mode">
                <IconEye size={18} aria-hidden="true" />
                <Text size="sm">{t('viewMode')}</Text>
              </Group>
            )}
            <SurveyEntry
              key={`${period}|${mode}`}
              basePath={basePath}
              period={item}
              mode={mode}
              tab={tab}
              data={survey.data}
              showBenchmark={submitted}
              t={t}
              benchmarkLabel={benchmarkLabel}
              onTabChange={changeTab}
              onReload={() => survey.refetch()}
              onCallFailed={goToErrorPage}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
