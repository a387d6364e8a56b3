import { errorBody } from '@mti/contracts/common/error-body';
import { fiaConfigResponse, siteConfigResponse } from '@mti/contracts/content/site-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFiaConfig, getSiteConfig } from './service.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assets/config/config.json',
    {
      schema: {
        tags: ['content'],
        summary: 'Main configuration',
        response: { 200: siteConfigResponse, 404: errorBody },
      },
    },
    async () => getSiteConfig({ db: app.db, cdsLogoutUrl: app.config.CDS_LOGOUT_URL }),
  );
  app.get(
    '/assets/config/fiaConfig.json',
    {
      schema: {
        tags: ['content'],
        summary: 'FIA survey configuration',
        response: { 200: fiaConfigResponse, 404: errorBody },
      },
    },
    async () => getFiaConfig({ db: app.db }),
  );
};
