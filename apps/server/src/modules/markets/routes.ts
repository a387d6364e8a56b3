// Map U.S. Markets' calls (analytics session, mapus role): GET /analytics/api/markets/choropleth
// and GET /analytics/api/markets/regions/{region}/industries.
import { errorBody } from '@mti/contracts/common/error-body';
import {
  choroplethQuery,
  choroplethResponse,
  regionIndustriesQuery,
  regionIndustriesResponse,
  regionParams,
} from '@mti/contracts/markets/markets-api';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSessionOf } from '../../platform/analytics-auth.ts';
import { requireMapusUser } from './market-access.ts';
import { getChoropleth, getRegionIndustries } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody, 503: errorBody };
const tags = ['markets'];

const marketsRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const contextOf = async (siteId: string) => ({
    engine: app.analyticsEngine,
    entitlements: await requireMapusUser(app.db, siteId),
  });

  app.get(
    '/analytics/api/markets/choropleth',
    {
      onRequest: app.requireAnalyticsUser,
      schema: {
        tags,
        summary: 'Map U.S. Markets: one figure per state or county for an industry, measure and year',
        querystring: choroplethQuery,
        response: { 200: choroplethResponse, ...errors },
      },
    },
    async (request) => getChoropleth(await contextOf(analyticsSessionOf(request).siteId), request.query),
  );

  app.get(
    '/analytics/api/markets/regions/:region/industries',
    {
      onRequest: app.requireAnalyticsUser,
      schema: {
        tags,
        summary: "Map U.S. Markets: a state's or county's top industries for a measure and year",
        params: regionParams,
        querystring: regionIndustriesQuery,
        response: { 200: regionIndustriesResponse, ...errors },
      },
    },
    async (request) =>
      getRegionIndustries(await contextOf(analyticsSessionOf(request).siteId), {
        region: request.params.region,
        ...request.query,
      }),
  );
};

/** Its figures come from the analytics engine: registered after the analytics plugin. */
export const marketsRoutes = fp(marketsRoutesPlugin, {
  name: 'markets',
  dependencies: ['analytics'],
  decorators: { fastify: ['analyticsEngine'] },
});
