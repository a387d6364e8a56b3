// contributions/agma: the AGMA MMTR monthly report upload and the participant's history.
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HttpError } from '../../../lib/http.ts';
import { agmaUploadsQuery } from '../api/get-agma-uploads.ts';
import { AgmaHistory } from '../components/agma-history.tsx';
import { AgmaUploadPanel } from '../components/agma-upload-panel.tsx';

/** The upload and history for participants; for anyone else the server's refusal, word for word. */
function AgmaParticipantArea() {
  const uploads = useQuery(agmaUploadsQuery());
  if (uploads.error instanceof HttpError && uploads.error.status === 403)
    return (
      <Alert color="yellow" title="Not an AGMA MMTR participant">
        {uploads.error.msg}
      </Alert>
    );
  return (
    <>
      <AgmaUploadPanel />
      <section aria-labelledby="agma-history">
        <Title order={2} size="h3" id="agma-history" mb="sm">
          Your reports
        </Title>
        <AgmaHistory />
      </section>
    </>
  );
}

export function AgmaPage() {
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>AGMA MMTR upload</Title>
          <Text mt="xs">
            Upload one file per reporting month. Every row is checked; a file with any broken rule is not stored, and
            you get a report naming each row, column and rule. Uploading a month again replaces it and keeps the earlier
            version. Read the{' '}
            <Anchor component={Link} to="/documentation/agma/agma-upload-step-by-step-guide" underline="always">
              AGMA upload step-by-step guide
            </Anchor>{' '}
            for the layout and every rule.
          </Text>
        </div>
        <AgmaParticipantArea />
      </Stack>
    </Container>
  );
}
