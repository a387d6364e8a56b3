// What the roadmap pages show when the server refuses them: the supplemental terms not yet accepted
// (accepted from the TechTrends card in My MTApps), or no trends service in the subscription.

import { Alert, Anchor, Text } from '@mantine/core';
import { ROADMAPS_TERMS_CODE } from '@mti/contracts/roadmaps/roadmaps-api';
import { Link } from 'react-router';
import { HttpError } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';

export function RoadmapsAccessNotice({ error }: { error: unknown }) {
  const termsMissing = error instanceof HttpError && error.code === ROADMAPS_TERMS_CODE;
  const msg = error instanceof HttpError ? error.msg : 'The roadmaps could not be loaded. Please try again later.';
  return (
    <Alert color={termsMissing ? 'blue' : 'red'} title={termsMissing ? 'Supplemental terms' : 'Roadmaps unavailable'}>
      <Text>{msg}</Text>
      {termsMissing && (
        <Text mt="xs">
          Read the{' '}
          <Anchor component={Link} to="/legal/techtrends-terms">
            TechTrends supplemental terms
          </Anchor>
          , then accept them from the TechTrends Roadmaps card in{' '}
          <Anchor component={Link} to={paths.myApps}>
            My MTApps
          </Anchor>
          .
        </Text>
      )}
    </Alert>
  );
}
