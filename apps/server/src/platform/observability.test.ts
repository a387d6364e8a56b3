// Decision 029: one request id on every log line of a request and in its X-Request-Id answer,
// no secret in any log line even at trace level, and /metrics per route pattern, for loopback or
// the METRICS_TOKEN bearer only.
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../test/build-test-app.ts';
import { cardPayload } from '../../test/payment-fixtures.ts';
import { DEMO_PASSWORD, signIn } from '../../test/sign-in.ts';
import { startTestSmtpServer } from '../../test/smtp-server.ts';
import { TEST_CARDS } from './test-payment-gateway-cards.ts';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const logLines: string[] = [];
const METRICS_TOKEN = 'metrics-token-for-the-test-0123';
const { app } = await buildTestApp(
  { LOG_LEVEL: 'trace', SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.mti.example', METRICS_TOKEN },
  undefined,
  { logStream: { write: (line) => void logLines.push(line) } },
);
// A second app behind a trusted proxy, built here: building one inside a test may outlast its timeout.
const proxied = await buildTestApp({ TRUST_PROXY: 'loopback' });
const parsed = (lines: string[]) => lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string });

describe('request ids', () => {
  it('puts the request id on every log line of a request and in X-Request-Id', async () => {
    const member = await signIn(app, 'member');
    const from = logLines.length;
    const res = await app.inject({ url: '/api/mti/products', headers: member.headers });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = parsed(logLines.slice(from));
    expect(lines.map((l) => l.msg)).toContain('request completed');
    for (const line of lines) expect(line.reqId).toBe(id);
    // The one line per request: method, address, caller, status and time, nothing more of either.
    const completed = lines.find((l) => l.msg === 'request completed') as Record<string, unknown>;
    expect(completed.req).toEqual({ method: 'GET', url: '/api/mti/products', ip: '127.0.0.1' });
    expect(completed.res).toEqual({ statusCode: 200 });
    expect(completed.responseTime).toEqual(expect.any(Number));
  });

  it("ignores a caller's X-Request-Id unless TRUST_PROXY names the proxy", async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'from-outside-1' } });
    expect(res.headers['x-request-id']).not.toBe('from-outside-1');
    const kept = await proxied.app.inject({ url: '/healthz', headers: { 'x-request-id': 'from-proxy-1' } });
    expect(kept.headers['x-request-id']).toBe('from-proxy-1');
  });
});

describe('secrets in logs', () => {
  it('writes no password, token, reset link or card number, though every call was logged at trace', async () => {
    const NEW_PASSWORD = 'Spindle4Torque!';
    const RESET_PASSWORD = 'Lathefree4Spindle!';
    const user = await signIn(app, 'cardadder');
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/mti/changePassword',
      headers: user.headers,
      payload: { new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const card = await app.inject({
      method: 'POST',
      url: '/api/mti/payment/addcc',
      headers: user.headers,
      payload: cardPayload({ cc: TEST_CARDS.mastercard2.number, ccv2: '739' }),
    });
    expect(card.statusCode).toBe(200);
    const headers = await xsrfHeaders(app);
    const email = 'member@example.com';
    await app.inject({ method: 'POST', url: '/api/mti/forgotPassword', headers, payload: { email } });
    await app.jobs.runUntilEmpty(); // the reset mail goes out from the job queue
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Reset'));
    const mtu = /resetpassword\/([\w-]+)/.exec(mail.text)?.[1] as string;
    const reset = await app.inject({
      method: 'PUT',
      url: '/api/mti/resetPassword',
      headers: { ...headers, authorization: `Bearer ${mtu}` },
      payload: { new_password: RESET_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);

    const log = logLines.join('');
    for (const url of ['/api/mti/changePassword', '/api/mti/payment/addcc', '/api/mti/resetPassword']) {
      expect(log).toContain(url);
    }
    const secrets = [DEMO_PASSWORD, NEW_PASSWORD, RESET_PASSWORD, user.token, user.session, mtu];
    for (const secret of [...secrets, TEST_CARDS.mastercard2.number]) expect(log).not.toContain(secret);
  });
});

describe('/metrics', () => {
  it('counts requests per route pattern, not per URL', async () => {
    const member = await signIn(app, 'admin');
    await app.inject({ url: '/api/mti/products', headers: member.headers });
    await app.inject({ url: `/api/mti/token/${member.siteId}`, headers: { cookie: member.cookie } });
    const res = await app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/mti\/products",status_code="200"\} [1-9]/,
    );
    expect(res.body).toContain('route="/api/mti/token/:site_id"');
    expect(res.body).not.toContain(`/api/mti/token/${member.siteId}`);
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('refuses a caller that is not on loopback, or comes through a proxy, unless it has the token', async () => {
    const remote = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(401);
    expect(remote.json().code).toBe('metrics_refused');
    const proxied = await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(401);
    const wrong = await app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer not-the-metrics-token' },
    });
    expect(wrong.statusCode).toBe(401);
    const withToken = await app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
  });
});
