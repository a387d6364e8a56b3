// The analyzer's calls under /analytics/api/analyzer: datasets, query, export and drill-down, on this
// instance's DuckDB copy of the product datasets (created here, filled in the background).
import { rm } from 'node:fs/promises';
import {
  analysisResult,
  analyzerExportBody,
  analyzerQueryBody,
  datasetsResponse,
  drilldownBody,
  drilldownExportBody,
  drilldownResponse,
  EXPORT_CONTENT_TYPES,
  engineStatusResponse,
} from '@mti/contracts/analytics/analyzer-api';
import { errorBody } from '@mti/contracts/common/error-body';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../platform/content-disposition.ts';
import { AppError } from '../../platform/errors.ts';
import { exportAnalysis } from './analysis-file.ts';
import { runAnalysis } from './analysis-run.ts';
import { LOADING_RETRY_AFTER_S } from './analytics-errors.ts';
import { columnarFolderFor } from './columnar-files.ts';
import { listDatasets } from './dataset-access.ts';
import { drillDown } from './drill-down.ts';
import { DRILLDOWN_FILE_NAME, exportDrillDown } from './drill-down-export.ts';
import { type AnalyticsEngine, createAnalyticsEngine, type EngineOptions } from './duckdb-engine.ts';
import { registerEngineMetrics } from './engine-metrics.ts';
import { type AnalyticsUser, analyticsUserOf } from './resolve-analytics-user.ts';
import { uploadDataset } from './upload-dataset.ts';
import type { UserTable } from './user-tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analytics engine (DuckDB copy); data loads call refreshAnalyticsCopy with it. */
    analyticsEngine: AnalyticsEngine;
  }
}

export type AnalyticsRoutesOptions = {
  /** The engine's settings (queries per user, the loader); the app's database and log are added. */
  engine?: Omit<EngineOptions, 'db' | 'log'>;
  /**
   * The user's uploaded tables (none until the file repository supplies them): blended onto a
   * dataset, and each one a dataset of its own for its owner (upload-dataset.ts).
   */
  userTablesOf?: (user: Pick<AnalyticsUser, 'siteId'>) => Promise<UserTable[]>;
};

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody, 503: errorBody };
const tags = ['analytics'];

const analyticsRoutesPlugin: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, options) => {
  const userTablesOf = options.userTablesOf ?? (async () => []);
  const columnar = columnarFolderFor(app.config);
  const engine = createAnalyticsEngine({
    versionCheckMs: app.config.ANALYTICS_VERSION_CHECK_MS,
    columnarDir: columnar.dir,
    ...options.engine,
    ownedDatasets: async (siteId) =>
      (await userTablesOf({ siteId })).flatMap((table) => uploadDataset(table, siteId) ?? []),
    db: app.db,
    log: app.log,
  });
  app.decorate('analyticsEngine', engine);
  // A request refused while the first load runs tells the client when to ask again.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof AppError && error.code === 'analytics_loading') {
      reply.header('retry-after', String(LOADING_RETRY_AFTER_S));
    }
  });
  if (app.hasDecorator('metrics')) registerEngineMetrics(app.metrics.registry, engine);
  // The server accepts requests at once and queries wait for the copy; an app without background
  // tasks (the tests: many apps, most never asking for analyses) loads it on first use instead.
  if (app.backgroundTasks) app.addHook('onReady', async () => engine.start());
  app.addHook('onClose', async () => {
    await engine.close();
    if (columnar.temporary) await rm(columnar.dir, { recursive: true, force: true });
  });

  // Every route: the analytics session before anything else (body validation included), no answer
  // without one; the handler then reads the caller's entitlements (analyticsUserOf).
  const onRequest = app.requireAnalyticsUser;

  app.get(
    '/analytics/api/analyzer/status',
    {
      onRequest,
      schema: {
        tags,
        summary: "The engine's copy of the datasets: loading (with rows so far), ready or failed",
        response: { 200: engineStatusResponse, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return engine.status();
    },
  );

  app.get(
    '/analytics/api/analyzer/datasets',
    {
      onRequest,
      schema: { tags, summary: 'Datasets the user may analyse', response: { 200: datasetsResponse, ...errors } },
    },
    async (request) => {
      const user = await analyticsUserOf(app.db, request);
      // A first load still running past the bound answers 503 analytics_loading; a dataset whose
      // load failed is left out of the list alone (listDatasets), not the whole answer.
      await engine.whenReadyWithin().catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'analytics_loading') throw error;
      });
      return { datasets: await listDatasets({ engine, entitlements: user.entitlements }) };
    },
  );

  app.post(
    '/analytics/api/analyzer/query',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Run an analysis (pivot with totals, top-N, what-if, blend)',
        body: analyzerQueryBody,
        response: { 200: analysisResult, ...errors },
      },
    },
    async (request) => {
      const user = await analyticsUserOf(app.db, request);
      const userTables = request.body.definition.blend ? await userTablesOf(user) : [];
      return engine.runFor(user.siteId, () =>
        runAnalysis({ engine, definition: request.body.definition, entitlements: user.entitlements, userTables }),
      );
    },
  );

  app.post(
    '/analytics/api/analyzer/export',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The analysis table as a CSV or XLSX file (the same run as the query)',
        // No response schema: the file goes out as it is (errors still as {code, msg}).
        body: analyzerExportBody,
      },
    },
    async (request, reply) => {
      const user = await analyticsUserOf(app.db, request);
      const { definition, format } = request.body;
      const userTables = definition.blend ? await userTablesOf(user) : [];
      const file = await engine.runFor(user.siteId, () =>
        exportAnalysis({ engine, definition, entitlements: user.entitlements, userTables, format }),
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  app.post(
    '/analytics/api/analyzer/drilldown',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The rows behind one cell or total, a page at a time',
        body: drilldownBody,
        response: { 200: drilldownResponse, ...errors },
      },
    },
    async (request) => {
      const user = await analyticsUserOf(app.db, request);
      const { definition, cell, page, page_size } = request.body;
      const userTables = definition.blend ? await userTablesOf(user) : [];
      return engine.runFor(user.siteId, () =>
        drillDown({ engine, definition, entitlements: user.entitlements, cell, page, pageSize: page_size, userTables }),
      );
    },
  );

  app.post(
    '/analytics/api/analyzer/drilldown/export',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every row behind one cell or total (the drill-down, all pages) as a CSV file',
        // No response schema: the file goes out as it is (errors still as {code, msg}).
        body: drilldownExportBody,
      },
    },
    async (request, reply) => {
      const user = await analyticsUserOf(app.db, request);
      const { definition, cell } = request.body;
      const userTables = definition.blend ? await userTablesOf(user) : [];
      const content = await engine.runFor(user.siteId, () =>
        exportDrillDown({ engine, definition, entitlements: user.entitlements, cell, userTables }),
      );
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES.csv)
        .header('content-disposition', attachment(DRILLDOWN_FILE_NAME))
        .header('cache-control', 'no-store')
        .send(content);
    },
  );
};

export const analyticsRoutes = fp(analyticsRoutesPlugin, { name: 'analytics', dependencies: ['analytics-auth'] });
