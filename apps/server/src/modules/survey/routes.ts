// The survey calls of spec §7 under the survey base path (fiaConfig surveyBasePath, `/api/survey`):
// periods, start, submit and reopen, pages, thresholds and labels; plus the benchmark (added).
import { errorBody } from '@mti/contracts/common/error-body';
import {
  participationResponse,
  periodListItem,
  periodListResponse,
  reportingPeriodParams,
  savePageResponse,
  submitPeriodBody,
  surveyData,
  surveyDataResponse,
  surveyPageParams,
  thresholdParams,
  thresholdResponse,
} from '@mti/contracts/survey/survey-api';
import { benchmarkResponse } from '@mti/contracts/survey/survey-benchmark';
import { labelScreenParams, labelsResponse } from '@mti/contracts/survey/survey-labels';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../platform/auth.ts';
import { surveyAdminRoutes } from './admin-routes.ts';
import { getBenchmark } from './benchmark-service.ts';
import {
  getLabels,
  getParticipation,
  getSurveyPage,
  getThresholds,
  listPeriods,
  requireOrganisation,
  saveSurveyPage,
  setPeriodSubmitted,
  startPeriod,
} from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['survey'];

export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(surveyAdminRoutes); // /api/survey/admin/*: the survey administrator's calls
  // A participant's calls: who calls and whether they take part are checked before any input is
  // validated, so that nobody else learns the survey's rules from a 400 (decision 026). Each route
  // gets its own copy of the array: plugins may push hooks into a route's.
  const participant = [
    app.requireUser,
    async (request: FastifyRequest) => {
      await requireOrganisation(app.db, userOf(request).siteId);
    },
  ];

  app.get(
    '/api/survey',
    {
      onRequest: [...participant],
      schema: {
        tags,
        summary: "The reporting periods of the caller's organisation, newest first",
        response: { 200: periodListResponse, ...errors },
      },
    },
    async (request) => listPeriods({ db: app.db, siteId: userOf(request).siteId }),
  );

  app.get(
    '/api/survey/participation',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The caller's organisation (null if not a participant) and survey administrator right",
        response: { 200: participationResponse, ...errors },
      },
    },
    async (request) => getParticipation({ db: app.db, siteId: userOf(request).siteId }),
  );

  app.post(
    '/api/survey/:reportingPeriod',
    {
      onRequest: [...participant],
      schema: {
        tags,
        summary: 'Start a period: opens its data entry with every figure at zero',
        params: reportingPeriodParams,
        response: { 200: periodListItem, ...errors },
      },
    },
    async (request) =>
      startPeriod({
        db: app.db,
        user: userOf(request),
        reportingPeriod: request.params.reportingPeriod,
        ip: request.ip,
      }),
  );

  app.put(
    '/api/survey/:reportingPeriod',
    {
      onRequest: [...participant],
      schema: {
        tags,
        summary: 'Submit ({is_submitted: true}) or reopen an open period ({is_submitted: false})',
        params: reportingPeriodParams,
        body: submitPeriodBody,
        response: { 200: periodListItem, ...errors },
      },
    },
    async (request) =>
      setPeriodSubmitted({
        db: app.db,
        user: userOf(request),
        reportingPeriod: request.params.reportingPeriod,
        submitted: request.body.is_submitted,
        ip: request.ip,
      }),
  );

  app.get(
    '/api/survey/:reportingPeriod/:page',
    {
      onRequest: [...participant],
      schema: {
        tags,
        summary: 'The survey data of a period; an empty object before it is started',
        params: surveyPageParams,
        response: { 200: surveyDataResponse, ...errors },
      },
    },
    async (request) => getSurveyPage({ db: app.db, siteId: userOf(request).siteId, ...request.params }),
  );

  app.put(
    '/api/survey/:reportingPeriod/:page',
    {
      onRequest: [...participant],
      schema: {
        tags,
        summary: "Save the whole survey data after the page's blocking rules ({code, msg} on a refusal)",
        params: surveyPageParams,
        body: surveyData,
        response: { 200: savePageResponse, ...errors },
      },
    },
    async (request) => saveSurveyPage({ db: app.db, user: userOf(request), ...request.params, data: request.body }),
  );

  app.get(
    '/api/survey/threshold/:page',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The page's typical bounds: a list whose first item holds the six limits",
        params: thresholdParams,
        response: { 200: thresholdResponse, ...errors },
      },
    },
    async (request) => getThresholds({ db: app.db, page: request.params.page }),
  );

  app.get(
    '/api/survey/labels/:screen',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A screen's label texts by key",
        params: labelScreenParams,
        response: { 200: labelsResponse, ...errors },
      },
    },
    async (request) => getLabels({ db: app.db, screen: request.params.screen }),
  );

  app.get(
    '/api/survey/benchmark/:reportingPeriod',
    {
      onRequest: [...participant],
      schema: {
        tags,
        summary: "The organisation's figures beside the industry quartiles (published from five organisations)",
        params: reportingPeriodParams,
        response: { 200: benchmarkResponse, ...errors },
      },
    },
    async (request) =>
      getBenchmark({ db: app.db, siteId: userOf(request).siteId, reportingPeriod: request.params.reportingPeriod }),
  );
};
