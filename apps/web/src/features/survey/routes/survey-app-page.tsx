// surveyApp (spec §2, §4): the reporting periods of the user's organisation, with its name and the
// programme's logo; Start opens a period, Edit reopens a submitted one, View and Continue go to
// the entry screen. Survey call errors go to their error page (spec §8).
import { Alert, Anchor, Button, Container, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PeriodAction } from '@mti/contracts/survey/reporting-period';
import type { PeriodListItem } from '@mti/contracts/survey/survey-api';
import { IconInfoCircle, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { participationQuery } from '../api/get-participation.ts';
import { periodsQuery } from '../api/get-periods.ts';
import { useSurveyConfig } from '../api/get-survey-config.ts';
import { useSetPeriodSubmitted } from '../api/set-period-submitted.ts';
import { useStartPeriod } from '../api/start-period.ts';
import { PeriodTable } from '../components/period-table.tsx';
import { ReleaseCalendar } from '../components/release-calendar.tsx';
import { useSurveyErrorPage } from '../hooks/use-survey-error-page.ts';
import { useSurveyLabels } from '../hooks/use-survey-labels.ts';

export function SurveyAppPage() {
  const navigate = useNavigate();
  const config = useSurveyConfig();
  const basePath = config.data?.surveyBasePath;
  const { t } = useSurveyLabels(basePath, 'surveyApp');
  const goToErrorPage = useSurveyErrorPage(basePath);
  const participation = useQuery(participationQuery(basePath));
  const organisation = participation.data?.organisation ?? null;
  const periods = useQuery(periodsQuery(basePath, !!organisation));
  const start = useStartPeriod(basePath);
  const reopen = useSetPeriodSubmitted(basePath);

  const failure = config.error ?? participation.error ?? periods.error;
  useEffect(() => {
    if (failure) goToErrorPage(failure);
  }, [failure, goToErrorPage]);

  function act(action: PeriodAction, row: PeriodListItem) {
    const period = row.reporting_period;
    if (action === 'view') navigate(paths.productData(period, 'view'));
    else if (action === 'continue') navigate(paths.productData(period, 'edit'));
    else if (action === 'start')
      start.mutate(period, { onSuccess: () => navigate(paths.productData(period, 'edit')), onError: goToErrorPage });
    else
      reopen.mutate(
        { period, submitted: false },
        { onSuccess: () => navigate(paths.productData(period, 'edit')), onError: goToErrorPage },
      );
  }

  const busyPeriod = start.isPending ? start.variables : reopen.isPending ? reopen.variables.period : null;
  const loadingHeader = config.isPending || participation.isPending;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('screenName')}</Title>
            {loadingHeader ? (
              <Skeleton height={22} width={240} />
            ) : (
              organisation && (
                <Text fz="lg" fw={600} data-testid="organisation-name">
                  {organisation.name}
                </Text>
              )
            )}
          </Stack>
          {config.data && (
            <Image
              src={config.data.logo}
              alt={config.data.programName}
              h={56}
              w="auto"
              fit="contain"
              visibleFrom="xs"
            />
          )}
        </Group>

        {participation.data?.is_admin && (
          <Group>
            <Button component={Link} to={paths.surveyAdmin} variant="light" leftSection={<IconSettings size={16} />}>
              {t('adminLink')}
            </Button>
          </Group>
        )}

        {participation.data && !organisation ? (
          <Alert color="navy" variant="light" icon={<IconInfoCircle size={20} />} data-testid="not-participant">
            <Text size="sm">{t('notParticipant')}</Text>
            {config.data && (
              <Anchor size="sm" href={`mailto:${config.data.contactEmail}`}>
                {config.data.contactEmail}
              </Anchor>
            )}
          </Alert>
        ) : (
          <>
            <Text c="dimmed" maw={760}>
              {t('intro')}
            </Text>
            {config.data && <ReleaseCalendar config={config.data} />}
            <PeriodTable
              periods={periods.data ?? []}
              loading={loadingHeader || periods.isPending}
              t={t}
              busyPeriod={busyPeriod ?? null}
              onAction={act}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
