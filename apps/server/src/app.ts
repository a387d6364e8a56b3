// buildApp: the whole server as one Fastify instance. Tests call it and never listen.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { adminConsoleRoutes } from './modules/admin/console-routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { analysisSharingRoutes } from './modules/analysis-sharing/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { checkAnalysis, type EngineOptions } from './modules/analytics/service.ts';
import { analyticsSessionRoutes } from './modules/analytics-session/routes.ts';
import { resolveAnalyticsSession } from './modules/analytics-session/service.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { publishedTermsPageFill } from './modules/catalog/service.ts';
import { createLayoutPartsReader } from './modules/content/layout-parts-reader.ts';
import { newsletterRoutes } from './modules/content/newsletter-routes.ts';
import { redirectHook } from './modules/content/redirect-hook.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { siteSearchRoutes } from './modules/content/site-search-routes.ts';
import { contributionsRoutes } from './modules/contributions/routes.ts';
import { dashboardsRoutes } from './modules/dashboards/routes.ts';
import { pentahoRoutes } from './modules/files/pentaho-routes.ts';
import { filesRoutes } from './modules/files/routes.ts';
import { loadBlendTables } from './modules/files/table-service.ts';
import { tableLimitsOf } from './modules/files/upload-limits.ts';
import { eventSignOnRoutes } from './modules/identity/event-signon-routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { getOrganizationMembers, onSessionsEnded, touchActiveSession } from './modules/identity/service.ts';
import { marketsRoutes } from './modules/markets/routes.ts';
import { campaignRoutes } from './modules/passport/campaigns/routes.ts';
import { passportRoutes } from './modules/passport/routes.ts';
import { prospectsRoutes } from './modules/prospects/routes.ts';
import { roadmapsRoutes } from './modules/roadmaps/routes.ts';
import { surveyRoutes } from './modules/survey/routes.ts';
import { territoryWizardRoutes } from './modules/territory-wizard/routes.ts';
import { analyticsAuthPlugin } from './platform/analytics-auth.ts';
import { authPlugin } from './platform/auth.ts';
import type { Database, Db } from './platform/db.ts';
import { devMailViewerRoutes } from './platform/dev-mail-viewer.ts';
import { frameworkErrorHandler, installErrorHandler } from './platform/error-handler.ts';
import { frozenJsonSerializerCompiler } from './platform/frozen-json-serializer.ts';
import { gracefulShutdownPlugin } from './platform/graceful-shutdown.ts';
import { healthRoutes } from './platform/health.ts';
import { jobsPlugin } from './platform/jobs-plugin.ts';
import { logContextPlugin } from './platform/log-context-plugin.ts';
import { loggerOptions, requestIdHeaderPlugin, requestIdOptions } from './platform/logging.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { metricsPlugin, registerMailMetrics } from './platform/metrics.ts';
import { openApiPlugin } from './platform/openapi.ts';
import { paymentGatewayPlugin } from './platform/payment-gateway.ts';
import { rateLimitPlugin } from './platform/rate-limit.ts';
import { securityHeadersPlugin } from './platform/security-headers.ts';
import { createTestPaymentGateway } from './platform/test-payment-gateway.ts';
import { inlineScriptSources, registerWebApp } from './platform/web-app.ts';
import { xsrfPlugin } from './platform/xsrf.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  secret: string;
  /** Folder of the built web app; omitted, only the API is served. */
  webDist?: string;
  /** Where log lines go instead of stdout (tests read them to prove no secret is logged). */
  logStream?: { write(line: string): void };
  /**
   * Timers (trash and session clean-ups) and the analytics copy's load at start; on unless turned
   * off. Tests turn them off: their many short-lived apps would each start them for nothing.
   */
  backgroundTasks?: boolean;
  /** The analytics engine's loader and wait (tests hold a load open to see the analyzer wait). */
  analyticsEngine?: Pick<EngineOptions, 'loaders' | 'loadWaitMs'>;
  /** The analytics datasets; the registry's by default (tests add fixture datasets). */
  analyticsDatasets?: EngineOptions['datasets'];
  /** Sees each route as it is registered (the session-gate test walks them all). */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp({
  config,
  database,
  secret,
  webDist,
  logStream,
  backgroundTasks = true,
  analyticsEngine,
  analyticsDatasets,
  onRoute,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream ? { ...(loggerOptions(config) as object), stream: logStream } : loggerOptions(config),
    // Per-IP rate limits and audit rows read request.ip: trust only the proxies we are told of.
    trustProxy: config.TRUST_PROXY ? config.TRUST_PROXY.split(',').map((p) => p.trim()) : false,
    // On shutdown, requests still arriving on open connections are answered, not refused with 503;
    // platform/graceful-shutdown.ts closes the idle connections once that is safe.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
    // One log line per request, each with the request id (a trusted proxy's, or a new one).
    ...requestIdOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(frozenJsonSerializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('backgroundTasks', backgroundTasks);
  installErrorHandler(app);
  await app.register(gracefulShutdownPlugin, { graceMs: config.SHUTDOWN_GRACE_MS }); // drain on SIGTERM

  // Platform, in order: the request id and the request metrics before anything can answer, headers first, cookies before the anti-forgery check that reads them,
  // the OpenAPI collector before any route it should list.
  // The request id on every line written while serving it, app.log's too, and in the jobs it queues.
  await app.register(logContextPlugin);
  await app.register(requestIdHeaderPlugin);
  // A span per request, only when a collector is configured (nothing of OpenTelemetry loads otherwise).
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { registerTracing } = await import('./platform/tracing.ts');
    await registerTracing(app, {
      endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
      serviceName: config.OTEL_SERVICE_NAME,
      database,
    });
  }
  // /metrics and app.metrics.registry (loopback, or the METRICS_TOKEN bearer).
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, poolStats: database.poolStats });
  const mailer = createMailer(config, app.log, registerMailMetrics(app.metrics.registry));
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  await app.register(securityHeadersPlugin, {
    https: config.PUBLIC_URL.startsWith('https:'),
    inlineScripts: inlineScriptSources(webDist),
  });
  await app.register(cookie, { secret });
  await app.register(xsrfPlugin, { secret, secureCookies: config.PUBLIC_URL.startsWith('https:') });
  // Bearer tokens and request.user (requireUser); binds the anti-forgery token to the session.
  await app.register(authPlugin, {
    secret,
    touchSession: (query) => touchActiveSession({ db: database.db, ...query }),
    // Session lookups reused for CACHE_SECONDS; an end in this process drops them at once (decision 029).
    sessionCacheMs: config.CACHE_SECONDS * 1000,
    onSessionsEnded,
  });
  // The analytics service's own session (requireAnalyticsUser), bound to a live portal session.
  await app.register(analyticsAuthPlugin, {
    resolveSession: (cookie) => resolveAnalyticsSession({ db: database.db, cookie }),
  });
  await app.register(rateLimitPlugin, { db: database.db }); // per-IP limits, counters in the database
  await app.register(openApiPlugin);
  await app.register(jobsPlugin, { db: database.db }); // app.jobs: the job queue's worker (mail, reconciliations)
  // app.paymentGateway: the one PAYMENT_GATEWAY names; config.ts lets production use the built-in
  // test gateway (docs/payments.md) only with ALLOW_TEST_PAYMENTS=1.
  if (config.PAYMENT_GATEWAY === 'test') {
    await app.register(paymentGatewayPlugin, { gateway: createTestPaymentGateway({ db: database.db }) });
    if (config.isProduction)
      app.log.warn('payments go to the built-in test gateway: no money moves (docs/payments.md)');
  }
  await app.register(healthRoutes, { ping: database.ping });

  if (config.DEV_MAIL) await app.register(devMailViewerRoutes, { mailer }); // /dev/mail, only with DEV_MAIL=1

  // Modules. Each routes.ts writes its paths in full, prefix included, so a path is found by searching for it
  // (decision 021).
  await app.register(contentRoutes); // /assets/config/*.json
  await app.register(newsletterRoutes); // /api/content/subscriptions (product news, double opt-in)
  await app.register(redirectHook); // 301 for the configured old paths, before any page is served
  await app.register(identityRoutes, { secret }); // /api/mti/login, token, user, passwords, logout
  await app.register(eventSignOnRoutes, { secret }); // /api/mti/event-signon/{path}, /event-hosts/verify (decision 049)
  await app.register(catalogRoutes); // /api/mti/products, app terms
  await app.register(roadmapsRoutes); // /api/roadmaps, roadmaps/{id}: TechTrends roadmaps (issue 17, decision 048)
  await app.register(siteSearchRoutes, { webDist }); // /api/content/search: the site search of custom-google (decision 048)
  await app.register(surveyRoutes); // /api/survey/*: the monthly survey (fiaConfig surveyBasePath), its benchmark and administration
  await app.register(accountRoutes); // /api/mti/orders, mti/payment, mti/payment/addcc
  await app.register(prospectsRoutes); // /api/mtprospects/transaction/{tuid}, pay it once; mtprospects/downloads
  await app.register(passportRoutes); // /api/passport/*: the IMTS Exhibitor Passport (issue 14, decision 037)
  await app.register(campaignRoutes, { secret }); // /api/passport/campaigns…, /passport/unsubscribe…: e-mail campaigns (issue 16, decision 043)
  await app.register(analyticsSessionRoutes); // /api/mti/ssotoken, /analytics/sso.jsp, /analytics/Logout
  // /analytics/api/repo/*, repos/*: each user's home folder (My Files); an analysis is checked before it is saved
  await app.register(filesRoutes, {
    checkAnalysis: (siteId, definition) =>
      checkAnalysis({ engine: app.analyticsEngine, db: database.db, siteId, definition }),
    organizationOf: (siteId) => getOrganizationMembers({ db: database.db, siteId }),
  });
  await app.register(pentahoRoutes); // /analytics/api/repo/files/…: children, tree, properties, download, createDir, trash, as Pentaho's FileResource
  // /analytics/api/analyzer/*: analyses on an embedded DuckDB copy, blending the user's uploaded tables
  await app.register(analyticsRoutes, {
    engine: { ...analyticsEngine, datasets: analyticsDatasets, queriesPerUser: config.ANALYTICS_QUERIES_PER_USER },
    userTablesOf: (user) => loadBlendTables({ db: database.db, siteId: user.siteId, limits: tableLimitsOf(config) }),
  });
  await app.register(adminRoutes); // /api/admin/jobs, /api/admin/reconciliations: the administrator's views
  await app.register(adminConsoleRoutes); // /api/admin/console/*: the administrator console (issue 19, decision 050)
  await app.register(dashboardsRoutes, { secret }); // /api/mti/getTableauContent/{detailId}, /analytics/api/dashboards/data
  await app.register(marketsRoutes); // /analytics/api/markets/*: Map U.S. Markets (issue 15, decision 040)
  // /api/contributions/*: AGMA MMTR uploads and USMTO in Advance (issue 17, decision 047)
  await app.register(contributionsRoutes, { clockControl: config.CONTRIBUTIONS_CLOCK_CONTROL === '1' });
  await app.register(territoryWizardRoutes); // /analytics/api/territories/*: territory plans in My Files, shared within the organisation, and their figures
  await app.register(analysisSharingRoutes); // /analytics/api/saved-analyses/*: analyses shared read-only within the organisation (decision 075)

  // Everything else: the web app with history fallback, or a JSON 404 under the API prefixes. A
  // prerendered page gets the administrator's header and footer lists (decision 080).
  const layoutParts = createLayoutPartsReader(database.db, config.CACHE_SECONDS * 1000);
  app.addHook('onClose', async () => layoutParts.close());
  // The legal pages of app terms get the published text written in (decision 084).
  await registerWebApp(app, webDist, layoutParts.hiddenOn, publishedTermsPageFill(database.db));
  return app;
}
