// POST /api/content/subscriptions/confirm: the token of the e-mailed confirmation link.
import { type SubscriptionMessageResponse, subscriptionMessageResponse } from '@mti/contracts/content/newsletter';
import { apiPost } from '../../../lib/http.ts';

export function confirmSubscription(token: string): Promise<SubscriptionMessageResponse> {
  return apiPost(
    'content/subscriptions/confirm',
    { token },
    { schema: subscriptionMessageResponse, errorPages: false },
  );
}
