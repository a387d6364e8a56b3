// The survey administrator's screen (added, issue 8): periods (open, close, who has submitted,
// CSV export), thresholds and label texts. Only holders of the surveyadmin role get past it.
import { Anchor, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarStats, IconForms, IconGauge } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { HttpError } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { participationQuery } from '../api/get-participation.ts';
import { useSurveyConfig } from '../api/get-survey-config.ts';
import { LabelsPanel } from '../components/admin/labels-panel.tsx';
import { PeriodsPanel } from '../components/admin/periods-panel.tsx';
import { ThresholdsPanel } from '../components/admin/thresholds-panel.tsx';
import { useSurveyErrorPage } from '../hooks/use-survey-error-page.ts';

export function SurveyAdminPage() {
  const config = useSurveyConfig();
  const basePath = config.data?.surveyBasePath;
  const goToErrorPage = useSurveyErrorPage(basePath);
  const participation = useQuery(participationQuery(basePath));
  const isAdmin = participation.data?.is_admin === true;

  const failure =
    config.error ??
    participation.error ??
    (participation.data && !isAdmin ? new HttpError(403, null, 'not a survey administrator') : null);
  useEffect(() => {
    if (failure) goToErrorPage(failure);
  }, [failure, goToErrorPage]);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={paths.surveyApp} size="sm">
            ← Surveys
          </Anchor>
          <Title order={1} mt={4}>
            Survey administration
          </Title>
          {config.data && (
            <Text c="dimmed" mt={4}>
              {config.data.programName}
            </Text>
          )}
        </div>
        {!isAdmin ? (
          <PageLoader />
        ) : (
          <Tabs defaultValue="periods" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="periods" leftSection={<IconCalendarStats size={16} />}>
                Periods
              </Tabs.Tab>
              <Tabs.Tab value="thresholds" leftSection={<IconGauge size={16} />}>
                Thresholds
              </Tabs.Tab>
              <Tabs.Tab value="labels" leftSection={<IconForms size={16} />}>
                Labels
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="periods" pt="lg">
              <PeriodsPanel basePath={basePath} onFailed={goToErrorPage} />
            </Tabs.Panel>
            <Tabs.Panel value="thresholds" pt="lg">
              <ThresholdsPanel basePath={basePath} onFailed={goToErrorPage} />
            </Tabs.Panel>
            <Tabs.Panel value="labels" pt="lg">
              <LabelsPanel basePath={basePath} onFailed={goToErrorPage} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
