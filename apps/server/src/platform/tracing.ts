// OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector (decision 036):
// one server span per request, named by its route pattern, with the request id, continuing a
// caller's W3C `traceparent`, exported over OTLP/HTTP in batches. Spans are made by hand from
// Fastify's hooks rather than by the auto-instrumentations, which patch modules at load (an
// `--import` entry before Fastify) and track async context on every call. Unset, nothing of
// OpenTelemetry is imported: the packages load here, on first use, and the plugin is not registered.
import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeLabel } from './metrics.ts';

const SPAN = Symbol('trace span');
type Traced = FastifyRequest & { [SPAN]?: Span };

export async function registerTracing(
  app: FastifyInstance,
  { endpoint, serviceName }: { endpoint: string; serviceName: string },
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
    done();
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
  // Sends what is still batched before the process goes.
  app.addHook('onClose', async () => provider.shutdown());
  app.log.info({ endpoint, serviceName }, 'OpenTelemetry traces exported');
}
