// contributions/agma: the AGMA MMTR monthly report upload and the participant's history.
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AgmaHistory } from '../components/agma-history.tsx';
import { AgmaUploadPanel } from '../components/agma-upload-panel.tsx';

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
        <AgmaUploadPanel />
        <section aria-labelledby="agma-history">
          <Title order={2} size="h3" id="agma-history" mb="sm">
            Your reports
          </Title>
          <AgmaHistory />
        </section>
      </Stack>
    </Container>
  );
}
