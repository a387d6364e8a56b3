// POST /api/content/subscriptions: sign up for product news; the server mails a confirmation link.
import { type SubscriptionMessageResponse, subscriptionMessageResponse } from '@mti/contracts/content/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http.ts';

export function subscribeToNews(email: string): Promise<SubscriptionMessageResponse> {
  return apiPost('content/subscriptions', { email }, { schema: subscriptionMessageResponse, errorPages: false });
}

export function useSubscribeToNews() {
  return useMutation({ mutationFn: subscribeToNews });
}
