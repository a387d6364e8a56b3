// /metrics in Prometheus text format (prom-client): request rate and latency per route pattern,
// the database pool, Node's own figures (memory, event loop, GC), and a registry other code adds
// its gauges to through app.metrics.registry (decision 029). Served on loopback to a direct
// caller, or to anyone with the bearer METRICS_TOKEN.
//
// Adding a figure elsewhere (a module, once it exists):
//   new Gauge({ name: 'mti_x', help: '…', registers: [app.metrics.registry], collect() { this.set(…) } });
// The job queue and the mails have theirs below: registerJobQueueMetrics, registerMailMetrics.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { sameSecret } from './crypto.ts';
import type { PoolStats } from './db.ts';
import { AppError } from './errors.ts';
import { isApiPath } from './web-app.ts';

export type Metrics = { registry: Registry };

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const METRICS_REFUSED = 'Metrics are served on loopback, or with the METRICS_TOKEN bearer token.';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The route's pattern (`/api/mti/token/:site_id`), never the raw URL, so that the series stay few;
 * the web app's files and pages are one series, and so is every path no route knows.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return '(no route)';
  return isApiPath(pattern) || PROBES.has(pattern) ? pattern : '(web app)';
}

/**
 * Loopback with no proxy in between (a proxy on the same host forwards strangers from 127.0.0.1,
 * but says so in X-Forwarded-For), or the bearer token.
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  const direct = !request.headers['x-forwarded-for'] && !request.headers.forwarded;
  if (direct && LOOPBACK.has(request.socket.remoteAddress ?? '')) return true;
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return !!token && !!bearer && sameSecret(bearer, token);
}

export const metricsPlugin = fp<{ token?: string; poolStats?: () => PoolStats }>(
  async (app, { token, poolStats }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    app.decorate('metrics', { registry });
    // prom-client's GC observer is process-wide and never stops: it keeps this registry, and the
    // registry every gauge's collect() closure (the database, the analytics engine). Emptied on
    // close, a closed app leaves nothing of its own behind in a process that starts another.
    app.addHook('onClose', async () => registry.clear());

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to answer, per method, route pattern and status (its _count is the request rate)',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      duration.observe(
        { method: request.method, route: routeLabel(request), status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });

    if (poolStats) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const stats = poolStats();
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'in_use' }, stats.total - stats.idle);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayRead(request, token)) throw new AppError(401, 'metrics_refused', METRICS_REFUSED);
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);

/** The job queue's depth per state, read at each scrape (platform/jobs.ts wires it). */
export function registerJobQueueMetrics(registry: Registry, queueDepth: () => Promise<Record<string, number>>): void {
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs in the queue, per state',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      for (const [state, count] of Object.entries(await queueDepth())) this.set({ state }, count);
    },
  });
}

export type MailCounts = { sent(): void; failed(): void };

/** Mails sent and failed, counted by the mailer (platform/mail.ts) at each attempt. */
export function registerMailMetrics(registry: Registry): MailCounts {
  const sent = new Counter({
    name: 'mail_sent_total',
    help: 'Mails handed to the mail server (or, without SMTP_URL, stored for the development viewer)',
    registers: [registry],
  });
  const failed = new Counter({
    name: 'mail_failed_total',
    help: 'Attempts to send a mail that failed (each retry of a job counts again)',
    registers: [registry],
  });
  return { sent: () => sent.inc(), failed: () => failed.inc() };
}
