// The product calls of spec §7: the launcher's apps, a role's menu, and app terms acceptance.

import { memberAnnouncementsResponse } from '@mti/contracts/catalog/announcements';
import {
  acceptAppTermsBody,
  acceptAppTermsParams,
  appTermsText,
  productsResponse,
  publicTermsParams,
  roleMenuResponse,
  roleParams,
} from '@mti/contracts/catalog/catalog-api';
import { errorBody } from '@mti/contracts/common/error-body';
import { successResponse } from '@mti/contracts/identity/identity-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { assertMaySign } from '../identity/service.ts';
import { createCatalogCache } from './catalog-cache.ts';
import {
  acceptAppTerms,
  getAppTermsText,
  getPublishedTermsText,
  listMemberAnnouncements,
  listProducts,
  listRoleMenu,
  readAppImage,
} from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const acceptErrors = { ...errors, 409: errorBody };
const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogCache = createCatalogCache(app.config.CACHE_SECONDS * 1000);
  app.addHook('onClose', async () => catalogCache.close());

  app.get(
    '/api/mti/products',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: "The user's apps, in launcher order", response: { 200: productsResponse, ...errors } },
    },
    async (request) => listProducts({ db: app.db, siteId: userOf(request).siteId, lookups: catalogCache.lookups }),
  );

  app.get(
    '/api/mti/products/:role',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A role's menu groups (empty for a role the user does not hold)",
        params: roleParams,
        response: { 200: roleMenuResponse, ...errors },
      },
    },
    async (request) => listRoleMenu({ db: app.db, siteId: userOf(request).siteId, role: request.params.role }),
  );

  app.get(
    '/api/mti/appTerms/:prefix',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Added: the current terms text of one of the user's apps (prefix as for acceptEula)",
        params: acceptAppTermsParams,
        response: { 200: appTermsText, ...errors },
      },
    },
    async (request) => getAppTermsText({ db: app.db, user: userOf(request), prefix: request.params.prefix }),
  );

  app.get(
    '/api/legal/app-terms/:termsKey',
    {
      // Open to everyone: the legal pages /legal/*-terms show it to visitors who are not signed in.
      schema: {
        tags,
        summary: 'Added: the current published text of an app terms key, for its public legal page',
        params: publicTermsParams,
        response: { 200: appTermsText, 400: errorBody, 404: errorBody },
      },
    },
    // Not cached (the API's no-store): a newly published version shows at once.
    async (request) => getPublishedTermsText({ db: app.db, termsKey: request.params.termsKey }),
  );

  app.get(
    '/api/mti/announcements',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Added: the announcements the user's launcher shows today (for everyone or one of the user's apps)",
        response: { 200: memberAnnouncementsResponse, ...errors },
      },
    },
    async (request) =>
      listMemberAnnouncements({ db: app.db, siteId: userOf(request).siteId, lookups: catalogCache.lookups }),
  );

  app.get(
    '/api/catalog/app-images/:fileName',
    {
      // Public like the bundled images; the name is the content's hash, so the answer never changes.
      config: { immutableContent: true },
      schema: {
        tags,
        summary: 'Added: a launcher image uploaded in the console (cached for a year: a new image has a new name)',
        params: z.object({ fileName: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const image = await readAppImage({ db: app.db, fileName: request.params.fileName });
      if (!image) throw notFound();
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(image.content);
    },
  );

  app.put(
    '/api/mti/acceptEula/:prefix',
    {
      // An acting administrator is refused before the prefix is validated (decision 026).
      onRequest: [app.requireUser, async (request) => assertMaySign(userOf(request))],
      schema: {
        tags,
        summary: "Accept an app's terms (prefix: appTermsKey of the app's appurl)",
        params: acceptAppTermsParams,
        body: acceptAppTermsBody,
        response: { 200: successResponse, ...acceptErrors },
      },
    },
    async (request) => {
      const { prefix } = request.params;
      const version = request.body?.version;
      await acceptAppTerms({ db: app.db, user: userOf(request), prefix, version, ip: request.ip });
      return { success: true as const };
    },
  );
};
