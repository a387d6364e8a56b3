// The survey administrator's calls (added, issue 8) under `/api/survey/admin`.
import { errorBody } from '@mti/contracts/common/error-body';
import {
  adminLabel,
  adminLabelsResponse,
  adminPeriodsResponse,
  adminSubmissionsResponse,
  adminThresholdsResponse,
  createPeriodBody,
  labelParams,
  thresholdBody,
  updateLabelBody,
  updatePeriodBody,
} from '@mti/contracts/survey/survey-admin-api';
import { reportingPeriodParams, thresholdParams } from '@mti/contracts/survey/survey-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../platform/auth.ts';
import { attachment } from '../../platform/content-disposition.ts';
import {
  exportSubmissions,
  listAdminLabels,
  listAdminPeriods,
  listAdminThresholds,
  listPeriodSubmissions,
  openNewPeriod,
  requireSurveyAdmin,
  saveLabel,
  saveThreshold,
  setPeriodOpenState,
} from './admin-service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['survey administration'];

export const surveyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here is the survey administrator's: the caller and the right are checked in
  // onRequest, before any input is validated, so that nobody else learns the allowed values from a 400.
  app.addHook('onRequest', app.requireUser);
  app.addHook('onRequest', async (request) => requireSurveyAdmin({ db: app.db, user: userOf(request) }));

  app.get(
    '/api/survey/admin/periods',
    {
      schema: {
        tags,
        summary: 'Every period with counts of started and submitted',
        response: { 200: adminPeriodsResponse, ...errors },
      },
    },
    async (request) => listAdminPeriods({ db: app.db, user: userOf(request) }),
  );

  app.post(
    '/api/survey/admin/periods',
    {
      schema: {
        tags,
        summary: 'Open a new reporting period for every organisation',
        body: createPeriodBody,
        response: { 200: adminPeriodsResponse, ...errors },
      },
    },
    async (request) =>
      openNewPeriod({
        db: app.db,
        user: userOf(request),
        reportingPeriod: request.body.reporting_period,
        ip: request.ip,
      }),
  );

  app.put(
    '/api/survey/admin/periods/:reportingPeriod',
    {
      schema: {
        tags,
        summary: 'Open or close a period',
        params: reportingPeriodParams,
        body: updatePeriodBody,
        response: { 200: adminPeriodsResponse, ...errors },
      },
    },
    async (request) =>
      setPeriodOpenState({
        db: app.db,
        user: userOf(request),
        reportingPeriod: request.params.reportingPeriod,
        isOpen: request.body.is_open,
        ip: request.ip,
      }),
  );

  app.get(
    '/api/survey/admin/periods/:reportingPeriod/submissions',
    {
      schema: {
        tags,
        summary: 'Where each participating organisation stands in the period',
        params: reportingPeriodParams,
        response: { 200: adminSubmissionsResponse, ...errors },
      },
    },
    async (request) =>
      listPeriodSubmissions({ db: app.db, user: userOf(request), reportingPeriod: request.params.reportingPeriod }),
  );

  app.get(
    '/api/survey/admin/periods/:reportingPeriod/export',
    {
      schema: {
        tags,
        // No response schema: the body is CSV, not JSON; refusals still come as {code, msg}.
        summary: "The period's responses as CSV (text/csv)",
        params: reportingPeriodParams,
      },
    },
    async (request, reply) => {
      const { reportingPeriod } = request.params;
      const csv = await exportSubmissions({ db: app.db, user: userOf(request), reportingPeriod, ip: request.ip });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`survey-submissions-${reportingPeriod}.csv`))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/survey/admin/thresholds',
    {
      schema: {
        tags,
        summary: 'The thresholds of every page that has them',
        response: { 200: adminThresholdsResponse, ...errors },
      },
    },
    async (request) => listAdminThresholds({ db: app.db, user: userOf(request) }),
  );

  app.put(
    '/api/survey/admin/thresholds/:page',
    {
      schema: {
        tags,
        summary: "Set a page's six limits",
        params: thresholdParams,
        body: thresholdBody,
        response: { 200: adminThresholdsResponse, ...errors },
      },
    },
    async (request) =>
      saveThreshold({
        db: app.db,
        user: userOf(request),
        page: request.params.page,
        limits: request.body,
        ip: request.ip,
      }),
  );

  app.get(
    '/api/survey/admin/labels',
    {
      schema: {
        tags,
        summary: 'Every label text by screen and key',
        response: { 200: adminLabelsResponse, ...errors },
      },
    },
    async (request) => listAdminLabels({ db: app.db, user: userOf(request) }),
  );

  app.put(
    '/api/survey/admin/labels/:screen/:key',
    {
      schema: {
        tags,
        summary: "Change one label's text",
        params: labelParams,
        body: updateLabelBody,
        response: { 200: adminLabel, ...errors },
      },
    },
    async (request) =>
      saveLabel({ db: app.db, user: userOf(request), ...request.params, text: request.body.text, ip: request.ip }),
  );
};
