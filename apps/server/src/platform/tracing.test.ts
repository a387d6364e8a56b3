// Decision 036: with OTEL_EXPORTER_OTLP_ENDPOINT set, each request becomes a server span named by
// its route, carrying the request id and continuing the caller's trace, and each job run a span of
// its own, posted over OTLP/HTTP to a collector — here a real HTTP receiver that keeps what arrives
// at /v1/traces.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signIn } from '../../test/sign-in.ts';
import { enqueueJob, PermanentJobError } from './jobs.ts';

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: OtlpValue }[];
};
type OtlpBody = {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
};

const received: { path: string; contentType: string; body: OtlpBody }[] = [];
const collector = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({
      path: req.url ?? '',
      contentType: req.headers['content-type'] ?? '',
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpBody,
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
const { port } = collector.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));
// Built here, not inside the test: building an app may outlast a test's timeout on a busy machine.
const { app, close } = await buildTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });

const exportedSpans = () =>
  received.flatMap((r) => r.body.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((s) => s.spans)));

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('OpenTelemetry traces', () => {
  it('exports a span per request, named by the route, with the request id and the caller’s trace', async () => {
    const member = await signIn(app, 'member');
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const res = await app.inject({
      url: '/api/mti/products',
      headers: { ...member.headers, traceparent: `00-${traceId}-${parentId}-01` },
    });
    expect(res.statusCode).toBe(200);
    await close(); // the batch goes out when the app closes

    expect(received.length).toBeGreaterThan(0);
    expect(received.every((r) => r.path === '/v1/traces')).toBe(true);
    const span = exportedSpans().find((s) => s.name === 'GET /api/mti/products');
    expect(span).toBeDefined();
    expect(attribute(span as OtlpSpan, 'http.route')).toBe('/api/mti/products');
    expect(attribute(span as OtlpSpan, 'http.response.status_code')).toBe(200);
    expect(attribute(span as OtlpSpan, 'mti.request_id')).toBe(res.headers['x-request-id']);
    expect(span?.traceId).toBe(traceId);
    expect(span?.parentSpanId).toBe(parentId);
    // The request's queries are its children, in its trace.
    const queries = exportedSpans().filter((s) => s.parentSpanId === span?.spanId);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.name.startsWith('db ') && q.traceId === traceId)).toBe(true);
    expect(queries.some((q) => /\bfrom\b/i.test(String(attribute(q, 'db.query.text'))))).toBe(true);
    const service = received[0]?.body.resourceSpans[0]?.resource.attributes.find((a) => a.key === 'service.name');
    expect(service?.value.stringValue).toBe('mti-portal');
  });

  it('exports a span per job run with its kind, attempt, outcome and the id of the request that queued it', async () => {
    const jobs = await buildTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` }, (instance) => {
      instance.jobs.define('trace-test-sent', async () => {
        await instance.db.execute(sql`select 'dana@example.com' as recipient`);
      });
      instance.jobs.define('trace-test-refused', async () => {
        throw new PermanentJobError('the mailbox does not exist');
      });
    });
    await enqueueJob(jobs.app.db, { kind: 'trace-test-sent', requestId: 'req-trace-1' });
    await enqueueJob(jobs.app.db, { kind: 'trace-test-refused', requestId: null });
    // The recurring jobs queued at start run too.
    expect(await jobs.app.jobs.runUntilEmpty()).toBeGreaterThanOrEqual(2);
    await jobs.close();

    const spans = exportedSpans();
    const sent = spans.find((s) => s.name === 'job trace-test-sent') as OtlpSpan & { status?: { code?: number } };
    expect(sent).toBeDefined();
    expect(attribute(sent, 'mti.job_kind')).toBe('trace-test-sent');
    expect(attribute(sent, 'mti.job_attempt')).toBe(1);
    expect(attribute(sent, 'mti.job_outcome')).toBe('done');
    expect(attribute(sent, 'mti.request_id')).toBe('req-trace-1');
    // The handler's query is the run's child, its string literal masked.
    const query = spans.find((s) => s.parentSpanId === sent.spanId);
    expect(query?.name).toBe('db select');
    expect(attribute(query as OtlpSpan, 'db.query.text')).toBe("select '?' as recipient");
    const refused = spans.find((s) => s.name === 'job trace-test-refused') as OtlpSpan & {
      status?: { code?: number; message?: string };
    };
    expect(attribute(refused, 'mti.job_outcome')).toBe('failed');
    expect(attribute(refused, 'mti.request_id')).toBeUndefined();
    // OTLP's status code 2 is ERROR.
    expect(refused.status).toMatchObject({ code: 2, message: 'the mailbox does not exist' });
  });
});
