// The campaigns' HTTP calls (issue 16; decision 043): the exhibitor's API under /api/passport and
// the public pages behind the links of a message (outside /api/:
// a mail client's one-click POST carries no anti-forgery token). Thin: each calls one service function.
import { errorBody } from '@mti/contracts/common/error-body';
import {
  addSenderDomainBody,
  CAMPAIGN_ACTIONS,
  type CampaignAction,
  campaignDetail,
  campaignLogQuery,
  campaignLogResponse,
  campaignParams,
  campaignsResponse,
  campaignTemplatesResponse,
  createCampaignBody,
  DOMAIN_TOKEN_INVALID,
  previewCampaignBody,
  previewResponse,
  scheduleCampaignBody,
  senderDomainsResponse,
  sendProofBody,
  sendProofResponse,
  UNSUBSCRIBE_CONFIRM_TEXT,
  UNSUBSCRIBE_DONE_TEXT,
  UNSUBSCRIBE_TOKEN_INVALID,
  updateCampaignBody,
} from '@mti/contracts/passport/campaigns-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../../platform/auth.ts';
import { AppError } from '../../../platform/errors.ts';
import { applyCampaignAction } from './campaign-actions.ts';
import { defineCampaignJobs } from './campaign-jobs.ts';
import {
  createCampaign,
  getCampaign,
  getCampaignLog,
  listCampaigns,
  listCampaignTemplates,
  previewCampaign,
  sendProofs,
  updateCampaign,
} from './campaign-service.ts';
import { publicPage } from './public-pages.ts';
import { followTrackedLink, isUnsubscribeToken, unsubscribeRecipient } from './recipient-actions.ts';
import { confirmSenderDomain, listSenderDomains, requestSenderDomain } from './sender-domains.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['passport campaigns'];
const tokenParams = z.object({ token: z.string().min(1).max(4000) });
const ACTION_PATHS: Record<CampaignAction, string> = {
  schedule: 'schedule',
  send_now: 'send-now',
  pause: 'pause',
  resume: 'resume',
  cancel: 'cancel',
};

export const campaignRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  defineCampaignJobs(app, secret);
  const onRequest = app.requireUser;
  const site = (request: FastifyRequest) => ({ db: app.db, siteId: userOf(request).siteId });

  app.get(
    '/api/passport/campaigns',
    {
      onRequest,
      schema: {
        tags,
        summary: "The company's campaigns with status, list and counts",
        response: { 200: campaignsResponse, ...errors },
      },
    },
    async (request) => listCampaigns(site(request)),
  );
  app.post(
    '/api/passport/campaigns',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create New Campaign (by name)',
        body: createCampaignBody,
        response: { 201: campaignDetail, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCampaign({ ...site(request), name: request.body.name, ip: request.ip })),
  );
  app.get(
    '/api/passport/campaign-templates',
    {
      onRequest,
      schema: { tags, summary: 'The e-mail templates', response: { 200: campaignTemplatesResponse, ...errors } },
    },
    async () => listCampaignTemplates(),
  );
  app.get(
    '/api/passport/campaigns/:campaignId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A campaign with its batches',
        params: campaignParams,
        response: { 200: campaignDetail, ...errors },
      },
    },
    async (request) => getCampaign({ ...site(request), campaignId: request.params.campaignId }),
  );
  app.patch(
    '/api/passport/campaigns/:campaignId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edit the sender, list, e-mail or click tracking (before sending starts)',
        params: campaignParams,
        body: updateCampaignBody,
        response: { 200: campaignDetail, ...errors },
      },
    },
    async (request) =>
      updateCampaign({ ...site(request), campaignId: request.params.campaignId, body: request.body, ip: request.ip }),
  );
  app.post(
    '/api/passport/campaigns/:campaignId/preview',
    {
      onRequest,
      schema: {
        tags,
        summary: 'What a recipient gets: HTML and text, merge fields filled for a contact',
        params: campaignParams,
        body: previewCampaignBody,
        response: { 200: previewResponse, ...errors },
      },
    },
    async (request) =>
      previewCampaign({
        ...site(request),
        campaignId: request.params.campaignId,
        contactId: request.body.contact_id,
        publicUrl: app.config.PUBLIC_URL,
      }),
  );
  app.post(
    '/api/passport/campaigns/:campaignId/proofs',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Send a proof to up to five addresses (not recorded as sends)',
        params: campaignParams,
        body: sendProofBody,
        response: { 200: sendProofResponse, ...errors },
      },
    },
    async (request) =>
      sendProofs({
        ...site(request),
        campaignId: request.params.campaignId,
        recipients: request.body.recipients,
        contactId: request.body.contact_id,
        ip: request.ip,
      }),
  );
  for (const action of CAMPAIGN_ACTIONS) {
    app.post(
      `/api/passport/campaigns/:campaignId/${ACTION_PATHS[action]}`,
      {
        onRequest,
        schema: {
          tags,
          summary: `Campaign status: ${action}`,
          params: campaignParams,
          ...(action === 'schedule' ? { body: scheduleCampaignBody } : {}),
          response: { 200: campaignDetail, ...errors },
        },
      },
      async (request) =>
        applyCampaignAction({
          ...site(request),
          campaignId: request.params.campaignId,
          action,
          sendAt: (request.body as { send_at?: string } | undefined)?.send_at,
          ip: request.ip,
          senderJobs: app.config.CAMPAIGN_SENDER_JOBS,
        }),
    );
  }
  app.get(
    '/api/passport/campaigns/:campaignId/log',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The send log: each recipient, its batch, status and attempts',
        params: campaignParams,
        querystring: campaignLogQuery,
        response: { 200: campaignLogResponse, ...errors },
      },
    },
    async (request) =>
      getCampaignLog({
        ...site(request),
        campaignId: request.params.campaignId,
        query: { page: request.query.page, page_size: request.query.page_size, status: request.query.status },
      }),
  );

  // ---- Sender domains ----
  app.get(
    '/api/passport/sender-domains',
    {
      onRequest,
      schema: { tags, summary: "The company's sender domains", response: { 200: senderDomainsResponse, ...errors } },
    },
    async (request) => listSenderDomains(site(request)),
  );
  app.post(
    '/api/passport/sender-domains',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Verify a domain: a confirmation e-mail goes to the address given there',
        body: addSenderDomainBody,
        response: { 200: senderDomainsResponse, ...errors },
      },
    },
    async (request) => requestSenderDomain({ ...site(request), email: request.body.email, ip: request.ip }),
  );

  // The administrators' daily sending caps are the console's (GET, export and PUT under
  // /api/admin/console/passport/sending-caps, paged and versioned): one place, decision 099.

  await app.register(publicCampaignPages, { secret });
};

/** The pages behind an e-mail's links; own scope for the form body parser (RFC 8058 posts a form). */
const publicCampaignPages: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const html = { 200: z.string(), 400: z.string() };
  const page = (title: string, message: string, form?: { action: string; button: string }) =>
    publicPage(title, message, form);
  const schema = (summary: string) => ({ tags, summary, params: tokenParams, response: html, hide: true });

  app.get('/passport/unsubscribe/:token', { schema: schema('Unsubscribe: confirm page') }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const { token } = request.params;
    if (token === 'preview' || token === 'proof')
      return page(
        'Unsubscribe',
        'This is the unsubscribe link of a preview or proof: recipients get their own link here.',
      );
    if (!isUnsubscribeToken(secret, token)) return reply.code(400).send(page('Unsubscribe', UNSUBSCRIBE_TOKEN_INVALID));
    return page('Unsubscribe', UNSUBSCRIBE_CONFIRM_TEXT, { action: request.url, button: 'Unsubscribe' });
  });
  app.post(
    '/passport/unsubscribe/:token',
    { schema: schema('Unsubscribe (also RFC 8058 one-click)') },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const done = await unsubscribeRecipient({ db: app.db, secret, token: request.params.token });
      if (!done) return reply.code(400).send(page('Unsubscribe', UNSUBSCRIBE_TOKEN_INVALID));
      return page('Unsubscribed', UNSUBSCRIBE_DONE_TEXT);
    },
  );
  app.get(
    '/passport/click/:token',
    { schema: { ...schema('Click-tracking redirect'), response: undefined } },
    async (request, reply) => {
      const url = await followTrackedLink({ db: app.db, secret, token: request.params.token });
      if (!url) throw new AppError(404, 'not_found', 'This link is not valid.');
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
  app.get(
    '/passport/sender-domains/confirm/:token',
    { schema: schema('Sender domain: confirm page') },
    async (request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer');
      return page('Confirm sender domain', 'Confirm that this domain may send Exhibitor Passport e-mail campaigns.', {
        action: request.url,
        button: 'Confirm domain',
      });
    },
  );
  app.post(
    '/passport/sender-domains/confirm/:token',
    { schema: schema('Sender domain: confirm') },
    async (request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer');
      try {
        const { domain } = await confirmSenderDomain({ db: app.db, token: request.params.token });
        return page('Domain confirmed', `${domain} is now a verified sender domain.`);
      } catch {
        return reply.code(400).send(page('Confirm sender domain', DOMAIN_TOKEN_INVALID));
      }
    },
  );
};
