// OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector (decision 036):
// one server span per request, named by its route pattern, with the request id, continuing a
// caller's W3C `traceparent`; one span per job run (its kind, attempt, outcome and the id of the
// request that queued it); and, inside either, one span per database query (its statement, with
// string literals masked). Exported over OTLP/HTTP in batches. Spans are made by hand from
// Fastify's hooks rather than by the auto-instrumentations, which patch modules at load (an
// `--import` entry before Fastify) and track async context on every call. Unset, nothing of
// OpenTelemetry is imported: the packages load here, on first use, and the plugin is not registered.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from './db.ts';
import type { JobRunTracer } from './jobs.ts';
import { routeLabel } from './metrics.ts';

const SPAN = Symbol('trace span');
type Traced = FastifyRequest & { [SPAN]?: Span };

/** At most this much of a statement goes into a span. */
const MAX_STATEMENT_CHARS = 2000;

/** The statement without its string literals (a literal may hold a name or an address). */
export const maskedStatement = (text: string) => text.replace(/'(?:[^']|'')*'/g, "'?'").slice(0, MAX_STATEMENT_CHARS);

export async function registerTracing(
  app: FastifyInstance,
  { endpoint, serviceName, database }: { endpoint: string; serviceName: string; database: Database },
): Promise<void> {
  const [api, { TracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, core] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/core'),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  const tracer = provider.getTracer('mti-portal');
  // The request's or job's span while its work runs: the parent of the queries it makes.
  const activeSpan = new AsyncLocalStorage<Span>();

  app.addHook('onRequest', (request: Traced, _reply, done) => {
    const header = request.headers.traceparent;
    const parent = typeof header === 'string' ? core.parseTraceParent(header) : null;
    const context = parent ? api.trace.setSpanContext(api.ROOT_CONTEXT, parent) : api.ROOT_CONTEXT;
    request[SPAN] = tracer.startSpan(
      request.method,
      {
        kind: api.SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'mti.request_id': request.id },
      },
      context,
    );
    activeSpan.run(request[SPAN], done);
  });
  app.addHook('onResponse', (request: Traced, reply, done) => {
    const span = request[SPAN];
    if (span) {
      const route = routeLabel(request);
      span.updateName(`${request.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
      if (reply.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
  // A job runs after its request has answered, often in another process: its span starts a trace
  // of its own, tied to the request by the request id it carries (the job row keeps no trace context).
  const jobRunTracer: JobRunTracer = (job) => {
    const span = tracer.startSpan(`job ${job.kind}`, {
      kind: api.SpanKind.CONSUMER,
      attributes: {
        'mti.job_id': job.id,
        'mti.job_kind': job.kind,
        'mti.job_attempt': job.attempt,
        ...(job.requestId ? { 'mti.request_id': job.requestId } : {}),
      },
    });
    return {
      run: (handler) => activeSpan.run(span, handler),
      end: ({ state, reason }) => {
        span.setAttribute('mti.job_outcome', state);
        if (state !== 'done') span.setStatus({ code: api.SpanStatusCode.ERROR, message: reason });
        span.end();
      },
    };
  };
  app.decorate('jobRunTracer', jobRunTracer);
  // Queries inside a request or a job only: the worker's polling and periodic tasks would bury them.
  database.observeQueries((text) => {
    const parent = activeSpan.getStore();
    if (!parent) return () => {};
    const operation = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
    const span = tracer.startSpan(
      `db ${operation}`,
      {
        kind: api.SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.operation.name': operation,
          'db.query.text': maskedStatement(text),
        },
      },
      api.trace.setSpan(api.ROOT_CONTEXT, parent),
    );
    return (error) => {
      if (error) span.setStatus({ code: api.SpanStatusCode.ERROR, message: (error as Error).message });
      span.end();
    };
  });
  app.addHook('onClose', async () => database.observeQueries(undefined));
  // Sends what is still batched before the process goes.
  app.addHook('onClose', async () => provider.shutdown());
  app.log.info({ endpoint, serviceName }, 'OpenTelemetry traces exported');
}
