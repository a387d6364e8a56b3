// The single sign-on redirect page (spec §2; decision 049): /event-signon/{path} sends the signed-in
// user to the registration host of the regional event its marker names, with a one-time token.
// Only an address the server built from its configured hosts is followed, and only over http(s).
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { handledByHttpClient } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { startEventSignOn } from '../api/start-event-signon.ts';
import { IdentityPage } from '../components/identity-page.tsx';
import { messageOf } from '../error-message.ts';
import { replaceFullPage } from '../full-page.ts';

const HEADING = 'Event sign-on';
const NOT_A_WEB_ADDRESS = 'The event registration address is not a web address.';

export function EventSignOnPage() {
  const { path = '' } = useParams();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startEventSignOn(path).then(
      ({ url }) => {
        const protocol = new URL(url).protocol;
        if (protocol === 'https:' || protocol === 'http:') replaceFullPage(url);
        else setFailure(NOT_A_WEB_ADDRESS);
      },
      (error: unknown) => {
        if (!handledByHttpClient(error)) setFailure(messageOf(error));
      },
    );
  }, [path]);

  if (!failure) return <PageLoader />;
  return (
    <IdentityPage heading={HEADING}>
      <Stack gap="sm">
        <Alert color="red" role="alert" title="You were not sent to the event registration">
          {failure}
        </Alert>
        <Text>
          Please use the link from the event's page or e-mail again, or go back to{' '}
          <Anchor component={Link} to={paths.myApps}>
            My MTApps
          </Anchor>
          .
        </Text>
      </Stack>
    </IdentityPage>
  );
}
