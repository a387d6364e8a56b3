// POST /api/content/subscriptions/unsubscribe: the token of the link in any product-news message.
import { type SubscriptionMessageResponse, subscriptionMessageResponse } from '@mti/contracts/content/newsletter';
import { apiPost } from '../../../lib/http.ts';

export function unsubscribeFromNews(token: string): Promise<SubscriptionMessageResponse> {
  return apiPost(
    'content/subscriptions/unsubscribe',
    { token },
    { schema: subscriptionMessageResponse, errorPages: false },
  );
}
