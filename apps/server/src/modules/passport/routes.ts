// The Exhibitor Passport's HTTP calls under /api/passport (issue 14; decision 037). Thin: each reads
// its input (validated by the contracts' schemas) and the user, and calls one service function.
import { errorBody } from '@mti/contracts/common/error-body';
import {
  acceptTermsBody,
  activationResponse,
  addExtraSeatsBody,
  adminSubscription,
  analyticsResponse,
  assignSeatBody,
  assignTerritoryBody,
  contactHistoryResponse,
  contactParams,
  createListBody,
  demographicsQuery,
  demographicsResponse,
  EXPORT_COUNT_HEADER,
  exportContactsBody,
  exportListBody,
  exportRecordsResponse,
  filterParams,
  findProspectsBody,
  findProspectsResponse,
  forgetPersonBody,
  forgetPersonResponse,
  listContactsQuery,
  listContactsResponse,
  listParams,
  overviewResponse,
  reassignSeatBody,
  renameFilterBody,
  renameListBody,
  savedFilter,
  savedFiltersResponse,
  savedList,
  savedListsResponse,
  saveFilterBody,
  searchContactsBody,
  searchContactsResponse,
  seatListQuery,
  seatListResponse,
  showYearQuery,
  showYearsResponse,
  subscriptionParams,
  territoriesResponse,
  territoryParams,
} from '@mti/contracts/passport/passport-api';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../platform/auth.ts';
import { attachment } from '../../platform/content-disposition.ts';
import { addExtraSeats, assignSeat, forgetPerson, listSubscriptions, reassignSeat } from './admin-service.ts';
import {
  createList,
  deleteFilter,
  deleteList,
  exportContacts,
  exportList,
  getSavedFilter,
  getSavedList,
  listExports,
  listListContacts,
  listSavedFilters,
  listSavedLists,
  refreshFilter,
  renameFilter,
  renameList,
  type StartedExport,
  saveFilter,
} from './lists-service.ts';
import {
  acceptPassportTerms,
  findProspects,
  getActivation,
  getContactHistory,
  getMyAnalytics,
  getOverview,
  getRegionDemographics,
  listShowYears,
  searchContacts,
} from './service.ts';
import { assignTerritory, getTerritories } from './territory-service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['passport'];
const deleted = z.object({ deleted: z.literal(true) });

function sendZip(reply: FastifyReply, started: StartedExport) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachment(started.fileName))
    .header(EXPORT_COUNT_HEADER, String(started.contactCount))
    .header('cache-control', 'no-store')
    .send(started.body);
}

export const passportRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireUser;
  const site = (request: Parameters<typeof userOf>[0]) => ({ db: app.db, siteId: userOf(request).siteId });

  // ---- Activation and show years ----
  app.get(
    '/api/passport/activation',
    {
      onRequest,
      schema: {
        tags,
        summary: "Whether the user's company has accepted the passport terms",
        response: { 200: activationResponse, ...errors },
      },
    },
    async (request) => getActivation(site(request)),
  );
  app.put(
    '/api/passport/activation',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Accept the passport terms (both certifications) for the company, once',
        body: acceptTermsBody,
        response: { 200: activationResponse, ...errors },
      },
    },
    async (request) => acceptPassportTerms({ ...site(request), body: request.body, ip: request.ip }),
  );
  app.get(
    '/api/passport/show-years',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The show years the user holds a seat for',
        response: { 200: showYearsResponse, ...errors },
      },
    },
    async (request) => listShowYears(site(request)),
  );

  // ---- Overview ----
  app.get(
    '/api/passport/overview',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Registrations, opt-ins, industries, products and map counts',
        querystring: showYearQuery,
        response: { 200: overviewResponse, ...errors },
      },
    },
    async (request) => getOverview({ ...site(request), showYear: request.query.show_year }),
  );
  app.get(
    '/api/passport/overview/demographics',
    {
      onRequest,
      schema: {
        tags,
        summary: "A map region's registrations by plant size, buying role and job function",
        querystring: demographicsQuery,
        response: { 200: demographicsResponse, ...errors },
      },
    },
    async (request) => getRegionDemographics({ ...site(request), query: request.query }),
  );

  // ---- Find Prospects, Search Contacts, history ----
  app.post(
    '/api/passport/prospects/find',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Find Prospects: facet counts per tab, totals and a page of contacts',
        body: findProspectsBody,
        response: { 200: findProspectsResponse, ...errors },
      },
    },
    async (request) => findProspects({ ...site(request), body: request.body }),
  );
  app.post(
    '/api/passport/contacts/search',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Search Contacts: name, title, company, place, zip + radius',
        body: searchContactsBody,
        response: { 200: searchContactsResponse, ...errors },
      },
    },
    async (request) => searchContacts({ ...site(request), body: request.body }),
  );
  app.get(
    '/api/passport/contacts/:contactId/history',
    {
      onRequest,
      schema: {
        tags,
        summary: "One person's registrations across shows and years",
        params: contactParams,
        response: { 200: contactHistoryResponse, ...errors },
      },
    },
    async (request) => getContactHistory({ ...site(request), contactId: request.params.contactId }),
  );

  // ---- Saved Filters ----
  app.get(
    '/api/passport/filters',
    {
      onRequest,
      schema: { tags, summary: "The user's saved filters", response: { 200: savedFiltersResponse, ...errors } },
    },
    async (request) => listSavedFilters(site(request)),
  );
  app.post(
    '/api/passport/filters',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save Find Prospects criteria as a filter',
        body: saveFilterBody,
        response: { 200: savedFilter, ...errors },
      },
    },
    async (request) => saveFilter({ ...site(request), body: request.body }),
  );
  app.get(
    '/api/passport/filters/:filterId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A saved filter (Load)',
        params: filterParams,
        response: { 200: savedFilter, ...errors },
      },
    },
    async (request) => getSavedFilter({ ...site(request), filterId: request.params.filterId }),
  );
  app.put(
    '/api/passport/filters/:filterId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a saved filter',
        params: filterParams,
        body: renameFilterBody,
        response: { 200: savedFilter, ...errors },
      },
    },
    async (request) => renameFilter({ ...site(request), filterId: request.params.filterId, name: request.body.name }),
  );
  app.delete(
    '/api/passport/filters/:filterId',
    {
      onRequest,
      schema: { tags, summary: 'Delete a saved filter', params: filterParams, response: { 200: deleted, ...errors } },
    },
    async (request) => {
      await deleteFilter({ ...site(request), filterId: request.params.filterId });
      return { deleted: true as const };
    },
  );
  app.post(
    '/api/passport/filters/:filterId/refresh',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Recount what a saved filter matches today',
        params: filterParams,
        response: { 200: savedFilter, ...errors },
      },
    },
    async (request) => refreshFilter({ ...site(request), filterId: request.params.filterId }),
  );

  // ---- Saved Lists and exports ----
  app.get(
    '/api/passport/lists',
    {
      onRequest,
      schema: {
        tags,
        summary: "The user's saved lists with Total Contacts and Contacts with Email",
        response: { 200: savedListsResponse, ...errors },
      },
    },
    async (request) => listSavedLists(site(request)),
  );
  app.post(
    '/api/passport/lists',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save a list from picked contacts or from everything a query matches',
        body: createListBody,
        response: { 200: savedList, ...errors },
      },
    },
    async (request) => createList({ ...site(request), body: request.body }),
  );
  app.get(
    '/api/passport/lists/:listId',
    {
      onRequest,
      schema: { tags, summary: 'A saved list', params: listParams, response: { 200: savedList, ...errors } },
    },
    async (request) => getSavedList({ ...site(request), listId: request.params.listId }),
  );
  app.put(
    '/api/passport/lists/:listId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a saved list',
        params: listParams,
        body: renameListBody,
        response: { 200: savedList, ...errors },
      },
    },
    async (request) => renameList({ ...site(request), listId: request.params.listId, name: request.body.name }),
  );
  app.delete(
    '/api/passport/lists/:listId',
    {
      onRequest,
      schema: { tags, summary: 'Delete a saved list', params: listParams, response: { 200: deleted, ...errors } },
    },
    async (request) => {
      await deleteList({ ...site(request), listId: request.params.listId });
      return { deleted: true as const };
    },
  );
  app.get(
    '/api/passport/lists/:listId/contacts',
    {
      onRequest,
      schema: {
        tags,
        summary: "A page of a list's contacts",
        params: listParams,
        querystring: listContactsQuery,
        response: { 200: listContactsResponse, ...errors },
      },
    },
    async (request) => listListContacts({ ...site(request), listId: request.params.listId, query: request.query }),
  );
  app.post(
    '/api/passport/lists/:listId/export',
    {
      onRequest,
      // No 200 schema: the body is a zip (application/zip) streamed as it is made; refusals come as {code, msg}.
      schema: {
        tags,
        summary: 'Export a list as a zipped CSV (all contacts, or only opted-in with a valid e-mail)',
        params: listParams,
        body: exportListBody,
      },
    },
    async (request, reply) =>
      sendZip(
        reply,
        await exportList({
          ...site(request),
          listId: request.params.listId,
          onlyOptedIn: request.body.only_opted_in,
          ip: request.ip,
        }),
      ),
  );
  app.post(
    '/api/passport/exports',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Export contacts straight from a query or segment as a zipped CSV',
        body: exportContactsBody,
      },
    },
    async (request, reply) =>
      sendZip(reply, await exportContacts({ ...site(request), body: request.body, ip: request.ip })),
  );
  app.get(
    '/api/passport/exports',
    {
      onRequest,
      schema: {
        tags,
        summary: "The user's exports: file name, list, contacts, when",
        response: { 200: exportRecordsResponse, ...errors },
      },
    },
    async (request) => listExports(site(request)),
  );

  // ---- My Analytics, Territory Manager ----
  app.get(
    '/api/passport/analytics',
    {
      onRequest,
      schema: {
        tags,
        summary: "The company's leads and opportunities of a show year",
        querystring: showYearQuery,
        response: { 200: analyticsResponse, ...errors },
      },
    },
    async (request) => getMyAnalytics({ ...site(request), showYear: request.query.show_year }),
  );
  app.get(
    '/api/passport/territories',
    {
      onRequest,
      schema: {
        tags,
        summary: "The company's passport users of a show year and their territories",
        querystring: showYearQuery,
        response: { 200: territoriesResponse, ...errors },
      },
    },
    async (request) => getTerritories({ ...site(request), showYear: request.query.show_year }),
  );
  app.put(
    '/api/passport/territories/:siteId',
    {
      onRequest,
      schema: {
        tags,
        summary: "Set a user's territory (US states, countries) for a show year",
        params: territoryParams,
        body: assignTerritoryBody,
        response: { 200: territoriesResponse, ...errors },
      },
    },
    async (request) =>
      assignTerritory({ ...site(request), userSiteId: request.params.siteId, body: request.body, ip: request.ip }),
  );

  // ---- Administrator ----
  const admin = (request: Parameters<typeof userOf>[0]) => ({ db: app.db, user: userOf(request), ip: request.ip });
  app.post(
    '/api/passport/admin/forgotten',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Record a "forgotten" request: the person leaves every search, list and export',
        body: forgetPersonBody,
        response: { 200: forgetPersonResponse, ...errors },
      },
    },
    async (request) => forgetPerson({ ...admin(request), email: request.body.email, reason: request.body.reason }),
  );
  // The requests recorded are listed by the console, paged (GET /api/admin/console/passport/forgotten, decision 099).
  app.get(
    '/api/passport/admin/subscriptions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Passport subscriptions with their seats and holders, paged, sorted and searched',
        querystring: seatListQuery,
        response: { 200: seatListResponse, ...errors },
      },
    },
    async (request) => listSubscriptions({ ...admin(request), query: request.query }),
  );
  app.post(
    '/api/passport/admin/subscriptions/:subscriptionId/extra-seats',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Record extra paid seats',
        params: subscriptionParams,
        body: addExtraSeatsBody,
        response: { 200: adminSubscription, ...errors },
      },
    },
    async (request) =>
      addExtraSeats({
        ...admin(request),
        subscriptionId: request.params.subscriptionId,
        seats: request.body.seats,
        reason: request.body.reason,
      }),
  );
  app.post(
    '/api/passport/admin/subscriptions/:subscriptionId/seats',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Give a free seat to an employee of the company',
        params: subscriptionParams,
        body: assignSeatBody,
        response: { 200: adminSubscription, ...errors },
      },
    },
    async (request) =>
      assignSeat({
        ...admin(request),
        subscriptionId: request.params.subscriptionId,
        siteId: request.body.site_id,
        reason: request.body.reason,
      }),
  );
  app.post(
    '/api/passport/admin/subscriptions/:subscriptionId/reassign',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reassign a seat to another employee, with the reason',
        params: subscriptionParams,
        body: reassignSeatBody,
        response: { 200: adminSubscription, ...errors },
      },
    },
    async (request) =>
      reassignSeat({
        ...admin(request),
        subscriptionId: request.params.subscriptionId,
        fromSiteId: request.body.from_site_id,
        toSiteId: request.body.to_site_id,
        reason: request.body.reason,
      }),
  );
};
