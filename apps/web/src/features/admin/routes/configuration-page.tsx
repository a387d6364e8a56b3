// Console › Configuration (issue 19): the support contact and the header's and footer's route lists
// (the site configuration), the datasets' release dates, the FIA release calendar (fiaConfig) and the survey's thresholds; reporting periods, submissions and survey
// labels stay on the survey administration page, linked below.
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { fiaReleaseCalendarQuery } from '../api/fia-release-calendar.ts';
import { siteSettingsQuery } from '../api/site-settings.ts';
import { ConsoleLoadError } from '../components/console-load-error.tsx';
import { DataReleasesList } from '../components/data-releases-list.tsx';
import { FiaReleaseCalendarForm } from '../components/fia-release-calendar-form.tsx';
import { LayoutRoutesForm } from '../components/layout-routes-form.tsx';
import { SupportContactForm } from '../components/support-contact-form.tsx';
import { SurveyThresholdsList } from '../components/survey-thresholds-list.tsx';

export function ConfigurationPage() {
  const site = useQuery(siteSettingsQuery());
  const calendar = useQuery(fiaReleaseCalendarQuery());
  return (
    <Stack gap="md">
      <Title order={2}>Configuration</Title>
      {/* Each part loads on its own, so each is a region: a failed one says so within its own. */}
      <Stack component="section" gap="md" aria-label="Site settings">
        {site.isError && (
          <ConsoleLoadError query={site} fallback="The site settings could not be loaded. Please try again." />
        )}
        {site.isPending && <Loader role="status" size="sm" aria-label="Loading the site settings" />}
        {site.data && (
          <>
            <Title order={3}>Support contact</Title>
            <Text size="sm" c="dimmed">
              Shown in the footer, on the Support page and in the notices that ask users to call.
            </Text>
            <SupportContactForm settings={site.data} />
            <Title order={3}>Header and footer routes</Title>
            <LayoutRoutesForm settings={site.data} />
          </>
        )}
      </Stack>
      <Stack component="section" gap="md" aria-label="Dataset release dates">
        <Title order={3}>Dataset release dates</Title>
        <Text size="sm" c="dimmed">
          What the launcher cards say: the last month with data and the next release. Save dates when a release slips or
          comes early; otherwise each dataset follows its schedule.
        </Text>
        <DataReleasesList />
      </Stack>
      <Stack component="section" gap="md" aria-label="FIA release calendar">
        <Title order={3}>FIA release calendar</Title>
        {calendar.isError && (
          <ConsoleLoadError query={calendar} fallback="The release calendar could not be loaded. Please try again." />
        )}
        {calendar.isPending && <Loader role="status" size="sm" aria-label="Loading the release calendar" />}
        {calendar.data && <FiaReleaseCalendarForm calendar={calendar.data} />}
      </Stack>
      <Stack component="section" gap="md" aria-label="Survey thresholds">
        <Title order={3}>Survey thresholds</Title>
        <Text size="sm" c="dimmed">
          A figure below the lowest or above the highest typical value gets a warning on the survey page. Reporting
          periods, submissions and the survey&apos;s labels are on the{' '}
          <Anchor component={Link} to={paths.surveyAdmin}>
            survey administration page
          </Anchor>
          .
        </Text>
        <SurveyThresholdsList />
      </Stack>
    </Stack>
  );
}
