// Product-news sign-up (Home #subscribe) with double opt-in. Tokens travel in the body, not the
// path, so that they never appear in access logs.
import { errorBody } from '@mti/contracts/common/error-body';
import {
  subscribeNewsletterBody,
  subscriptionMessageResponse,
  subscriptionTokenBody,
} from '@mti/contracts/content/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineNewsletterJobs } from './newsletter-mail-jobs.ts';
import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from './newsletter-service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  defineNewsletterJobs(app.jobs, { db: app.db, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL });
  // Each sign-up sends a mail: keep one address (or one script) from flooding inboxes.
  const signUpLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
  const linkLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post(
    '/api/content/subscriptions',
    {
      config: signUpLimit,
      schema: {
        tags: ['content'],
        summary: 'Sign up for product news; mails a confirmation link (same answer for known addresses)',
        body: subscribeNewsletterBody,
        response: { 200: subscriptionMessageResponse, 400: errorBody },
      },
    },
    async (request) => subscribeToNewsletter({ db: app.db, email: request.body.email, requestId: request.id }),
  );

  app.post(
    '/api/content/subscriptions/confirm',
    {
      config: linkLimit,
      schema: {
        tags: ['content'],
        summary: 'Confirm a product-news subscription with the token of the e-mailed link',
        body: subscriptionTokenBody,
        response: { 200: subscriptionMessageResponse, 400: errorBody },
      },
    },
    async (request) => confirmNewsletterSubscription({ db: app.db, token: request.body.token, requestId: request.id }),
  );

  app.post(
    '/api/content/subscriptions/unsubscribe',
    {
      config: linkLimit,
      schema: {
        tags: ['content'],
        summary: 'Unsubscribe from product news with the token of the link in any message',
        body: subscriptionTokenBody,
        response: { 200: subscriptionMessageResponse, 400: errorBody },
      },
    },
    async (request) => unsubscribeFromNewsletter({ db: app.db, token: request.body.token }),
  );
};
