// The IMTS Exhibitor Passport's frame (issue 14): until the company has accepted the terms, only the
// activation page; then the show-year picker, the screens' links and the screen of the address.
import { Alert, Badge, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { activationQuery } from '../api/activation.ts';
import { showYearsQuery } from '../api/show-years.ts';
import { PassportNav } from '../components/passport-nav.tsx';
import { ShowYearPicker } from '../components/show-year-picker.tsx';
import { NO_SHOW_YEARS, PASSPORT_TITLE, SAMPLE_DATA_NOTE } from '../passport-texts.ts';
import { type PassportContext, pickShowYear, SHOW_YEAR_PARAM } from '../show-year-context.ts';
import { ActivationPage } from './activation-page.tsx';

export function PassportLayout() {
  const activation = useQuery(activationQuery());
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{PASSPORT_TITLE}</Title>
            <Group gap="xs" mt={4}>
              <Badge variant="light" color="gray">
                Sample data
              </Badge>
              <Text size="sm" c="dimmed">
                {SAMPLE_DATA_NOTE}
              </Text>
            </Group>
          </div>
        </Group>
        {activation.isPending && <Skeleton role="status" h={200} aria-label="Loading the Exhibitor Passport" />}
        {activation.isError && <LoadError error={activation.error} onRetry={() => void activation.refetch()} />}
        {activation.data &&
          (activation.data.activated ? (
            <ActivatedPassport />
          ) : (
            <ActivationPage companyName={activation.data.company_name} />
          ))}
      </Stack>
    </Container>
  );
}

function ActivatedPassport() {
  const showYears = useQuery(showYearsQuery());
  const [params, setParams] = useSearchParams();
  const setShowYear = useCallback(
    (showYear: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(SHOW_YEAR_PARAM, showYear);
        return next;
      }),
    [setParams],
  );
  if (showYears.isPending) return <Skeleton role="status" h={200} aria-label="Loading your show years" />;
  if (showYears.isError) return <LoadError error={showYears.error} onRetry={() => void showYears.refetch()} />;
  const showYear = pickShowYear(showYears.data, params.get(SHOW_YEAR_PARAM));
  if (!showYear) return <Alert color="yellow">{NO_SHOW_YEARS}</Alert>;
  const context: PassportContext = { showYear, showYears: showYears.data, setShowYear };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PassportNav showYear={showYear.show_year} />
        <ShowYearPicker showYears={showYears.data} value={showYear.show_year} onChange={setShowYear} />
      </Group>
      <Outlet context={context} />
    </Stack>
  );
}
