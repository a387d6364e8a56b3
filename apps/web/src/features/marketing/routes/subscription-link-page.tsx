// The pages the product-news e-mails link to: confirm a subscription, or unsubscribe. Each posts
// its token once on arrival and shows the server's answer.
import { Alert, Button, Container, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../../lib/http.ts';
import { confirmSubscription } from '../api/confirm-subscription.ts';
import { unsubscribeFromNews } from '../api/unsubscribe-from-news.ts';

type LinkAction = 'confirm' | 'unsubscribe';

const texts: Record<LinkAction, { heading: string; working: string }> = {
  confirm: { heading: 'Confirm your subscription', working: 'Confirming your subscription…' },
  unsubscribe: { heading: 'Unsubscribe from product news', working: 'Unsubscribing…' },
};

function SubscriptionLinkPage({ action }: { action: LinkAction }) {
  const { token = '' } = useParams();
  // A query, not a mutation: the request runs once per token, also under StrictMode's double mount.
  const result = useQuery({
    queryKey: ['subscription-link', action, token],
    queryFn: () => (action === 'confirm' ? confirmSubscription(token) : unsubscribeFromNews(token)),
    // No automatic retry: following the link is a write (it spends the token), made once.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  return (
    <Container size="sm" py={80}>
      <Stack gap="lg">
        <Title order={1}>{texts[action].heading}</Title>
        {result.isPending && (
          <Stack align="center" role="status" aria-live="polite">
            <Loader aria-hidden="true" />
            {texts[action].working}
          </Stack>
        )}
        {result.isSuccess && (
          <Alert color="teal" icon={<IconCheck aria-hidden="true" />} role="status" data-testid="subscription-result">
            {result.data.msg}
          </Alert>
        )}
        {result.isError && (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden="true" />}
            role="alert"
            data-testid="subscription-result"
          >
            {result.error instanceof HttpError
              ? result.error.msg
              : 'We could not reach the server. Please check your connection and reload this page.'}
          </Alert>
        )}
        <div>
          <Button component={Link} to={result.isError ? '/#subscribe' : '/'} variant="light">
            {result.isError ? 'Subscribe again' : 'Go to the home page'}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}

export function ConfirmSubscriptionPage() {
  return <SubscriptionLinkPage action="confirm" />;
}

export function UnsubscribePage() {
  return <SubscriptionLinkPage action="unsubscribe" />;
}
