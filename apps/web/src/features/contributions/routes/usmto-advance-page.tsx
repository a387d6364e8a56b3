// contributions/usmto-advance: enter the month's orders before the 15th, 8 PM Eastern, and see
// the months' aggregates (first, for the months one submitted).
import { Accordion, Alert, Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { USMTO_ADVANCE_NOT_A_CONTRIBUTOR } from '@mti/contracts/contributions/usmto-advance-api';
import { periodLabel } from '@mti/contracts/contributions/usmto-advance-deadline';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usmtoAdvanceQuery } from '../api/get-usmto-advance.ts';
import { UsmtoAdvanceForm } from '../components/usmto-advance-form.tsx';
import { UsmtoAdvanceUpload } from '../components/usmto-advance-upload.tsx';
import { UsmtoAggregate } from '../components/usmto-aggregate.tsx';

export function UsmtoAdvancePage() {
  const status = useQuery(usmtoAdvanceQuery());
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>USMTO in Advance</Title>
          <Text mt="xs">
            Submit your orders of the month by the 15th of the next month, 8 PM Eastern. Participants who submitted see
            the month’s aggregate right after the deadline; everyone else from the 1st of the following month. See the{' '}
            <Anchor component={Link} to="/documentation/help-guide#usmto-in-advance" underline="always">
              help guide
            </Anchor>
            .
          </Text>
        </div>
        {status.isPending && <Loader role="status" aria-label="Loading" />}
        {status.data && (
          <>
            <section aria-labelledby="usmto-open">
              <Title order={2} size="h3" id="usmto-open" mb="sm">
                {status.data.open_period ? `Your ${periodLabel(status.data.open_period)} orders` : 'Submissions'}
              </Title>
              {!status.data.may_contribute ? (
                <Alert color="gray" title="Participants only">
                  {USMTO_ADVANCE_NOT_A_CONTRIBUTOR}
                </Alert>
              ) : status.data.open_period ? (
                <Stack gap="lg">
                  <UsmtoAdvanceForm
                    key={status.data.open_period}
                    status={status.data}
                    period={status.data.open_period}
                  />
                  <UsmtoAdvanceUpload key={`file-${status.data.open_period}`} period={status.data.open_period} />
                </Stack>
              ) : (
                <Alert color="gray" title="No month is open">
                  The last month’s deadline (the 15th, 8 PM Eastern) has passed. The next month opens for submissions on
                  the 1st.
                </Alert>
              )}
            </section>
            <section aria-labelledby="usmto-reports">
              <Title order={2} size="h3" id="usmto-reports" mb="sm">
                Your months
              </Title>
              {status.data.submissions.length === 0 ? (
                <Text c="dimmed">You have not submitted a month yet.</Text>
              ) : (
                <Accordion variant="contained">
                  {status.data.submissions.map((s) => (
                    <Accordion.Item key={s.period} value={s.period}>
                      <Accordion.Control>{periodLabel(s.period)} report</Accordion.Control>
                      <Accordion.Panel>
                        <UsmtoAggregate period={s.period} />
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              )}
            </section>
          </>
        )}
      </Stack>
    </Container>
  );
}
