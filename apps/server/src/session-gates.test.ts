// Every route of the app, walked (decision 026): a route that identifies its caller refuses an
// anonymous one with 401 and a user who has not passed the session gates (forced password change,
// terms of use) with 403, before it reads any input; only the calls that pass a gate let them
// through. A new route is in this walk without anyone adding it. Then: roles are checked before
// input too, and an administrator acting as a user cannot set the user's password.

import { ACTING_ADMIN_CANNOT_PAY } from '@mti/contracts/account/account-api';
import {
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_CHANGE_REQUIRED_MSG,
  TERMS_NOT_ACCEPTED,
  TERMS_NOT_ACCEPTED_MSG,
} from '@mti/contracts/common/session-gates';
import { ADMIN_CANNOT_CHANGE_PASSWORD } from '@mti/contracts/identity/identity-api';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInToAnalytics } from '../test/analytics-sign-in.ts';
import { buildTestApp, xsrfHeaders } from '../test/build-test-app.ts';
import { DEMO_PASSWORD, GATE_PASSWORD, type SignedIn, signedInFrom, signIn } from '../test/sign-in.ts';

type Route = { method: string; url: string };
const WALKED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const routes: Route[] = [];
const seen = new Set<string>();
function collect(route: RouteOptions) {
  for (const method of [route.method].flat()) {
    const key = `${method} ${route.url}`;
    if (WALKED_METHODS.has(method) && !seen.has(key)) {
      seen.add(key);
      routes.push({ method, url: route.url });
    }
  }
}

const { app } = await buildTestApp({}, undefined, { onRoute: collect });
const db = app.db;

/** Routes that identify no user: sign-in and recovery, token renewal, logout, config, docs, health. */
const PUBLIC = new Set([
  'GET /healthz',
  'GET /readyz',
  'GET /metrics', // no user: loopback or the METRICS_TOKEN bearer (platform/observability.test.ts)
  'GET /assets/config/config.json',
  'GET /assets/config/fiaConfig.json',
  'POST /api/content/subscriptions',
  'POST /api/content/subscriptions/confirm',
  'POST /api/content/subscriptions/unsubscribe',
  'POST /api/mti/login',
  'POST /api/mti/admin/login',
  'GET /api/mti/token/:site_id',
  'GET /api/mti/logout/callback',
  'POST /api/mti/forgotPassword',
  'POST /api/mti/forgotUserName',
  'GET /api/mti/resetPassword',
  'PUT /api/mti/resetPassword',
  'GET /api/mti/login/start',
  'GET /api/mti/login/oidc/callback',
  'GET /api/mti/logout/start',
  'GET /analytics/sso.jsp',
  'GET /analytics/Logout',
  // Campaign e-mail links: a signed token names the recipient or domain, no session (decision 043).
  'GET /passport/unsubscribe/:token',
  'POST /passport/unsubscribe/:token',
  'GET /passport/click/:token',
  'GET /passport/sender-domains/confirm/:token',
  'POST /passport/sender-domains/confirm/:token',
  // Site search answers visitors too, with public pages only (decision 048).
  'GET /api/content/search',
  // The event host's server, not a user: HTTP Basic with the host's secret (decision 049).
  'POST /event-hosts/verify',
  // The published app terms, shown on the public legal pages to visitors (decision 084).
  'GET /api/legal/app-terms/:termsKey',
  // An uploaded app image, by its content-hash name: an <img> sends no bearer (decision 091).
  'GET /api/catalog/app-images/:fileName',
]);
const isPublic = (r: Route) => PUBLIC.has(`${r.method} ${r.url}`) || r.url.startsWith('/api/docs');

/** The calls a gated user may make: read the user, accept the terms, change the password. */
const BEFORE_GATES = new Set(['GET /api/mti/user', 'PUT /api/mti/acceptEula', 'PUT /api/mti/changePassword']);
const passesGates = (r: Route) => BEFORE_GATES.has(`${r.method} ${r.url}`);

/** The route with every parameter filled with something no schema accepts, and a junk body. */
function badRequestTo(route: Route, headers: Record<string, string> = {}) {
  const url = route.url.replace(/:[\w]+/g, '%3C..%3E').replace(/\*$/, 'no%3Csuch');
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return app.inject({
    method: route.method as 'GET',
    url: `${url}?newName=%3C%3E&bogus=1`,
    headers,
    ...(withBody ? { payload: { bogus: '<script>', new_password: 1 } } : {}),
  });
}

const identified = routes.filter((r) => !isPublic(r));

/** Signs in a gated user and opens their analytics session (which the gate itself would refuse). */
async function signInGated(userid: string, gate: 'has_signed_eula' | 'force_password_change'): Promise<SignedIn> {
  const signedIn = await signIn(app, userid);
  const open = gate === 'has_signed_eula' ? sql`true` : sql`false`;
  const closed = gate === 'has_signed_eula' ? sql`false` : sql`true`;
  await db.execute(sql`update users set ${sql.identifier(gate)} = ${open} where userid = ${userid}`);
  const withAnalytics = await signInToAnalytics(app, signedIn);
  await db.execute(sql`update users set ${sql.identifier(gate)} = ${closed} where userid = ${userid}`);
  return withAnalytics;
}

describe('the route walk', () => {
  it('sees every module', () => {
    for (const url of [
      '/api/mti/orders',
      '/api/mti/products',
      '/api/survey/admin/periods',
      '/api/mtprospects/downloads',
      '/api/mti/ssotoken',
      '/api/mti/getTableauContent/:detailId',
      '/analytics/api/repo/files/:path/children',
      '/analytics/api/analyzer/query',
      '/analytics/api/analyzer/export',
      '/analytics/api/dashboards/data',
    ]) {
      expect(routes.map((r) => r.url)).toContain(url);
    }
    expect(identified.length).toBeGreaterThan(40);
  });
});

describe('a route that identifies its caller', () => {
  it('refuses an anonymous caller with 401 before validating any input', async () => {
    const answers: string[] = [];
    for (const route of identified) {
      const res = await badRequestTo(route);
      if (res.statusCode !== 401) answers.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body}`);
    }
    expect(answers).toEqual([]);
  });
});

describe.each([
  ['newcomer', 'has_signed_eula', TERMS_NOT_ACCEPTED, TERMS_NOT_ACCEPTED_MSG],
  ['changeme', 'force_password_change', PASSWORD_CHANGE_REQUIRED, PASSWORD_CHANGE_REQUIRED_MSG],
] as const)('%s (session gate %s)', (userid, gate, code, msg) => {
  it(`gets 403 ${code} from every call but reading the user, accepting the terms and changing the password`, async () => {
    const user = await signInGated(userid, gate);
    const answers: string[] = [];
    for (const route of identified.filter((r) => !passesGates(r))) {
      const res = await badRequestTo(route, user.headers);
      const body = String(res.headers['content-type']).includes('json') ? res.json() : {};
      if (res.statusCode !== 403 || body.code !== code || body.msg !== msg) {
        answers.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(answers).toEqual([]);
  });
});

describe('passing the gates', () => {
  const products = (user: SignedIn) => app.inject({ url: '/api/mti/products', headers: user.headers });
  const datasets = (user: SignedIn) => app.inject({ url: '/analytics/api/analyzer/datasets', headers: user.headers });

  it('newcomer reads their details, renews the token, accepts the terms, and then gets their data', async () => {
    await db.execute(sql`update users set has_signed_eula = false where userid = 'newcomer'`);
    const newcomer = await signIn(app, 'newcomer');
    const user = await app.inject({ url: '/api/mti/user', headers: newcomer.headers });
    expect(user.statusCode).toBe(200);
    expect(user.json().has_signed_eula).toBe(false);
    const renewed = await app.inject({
      url: `/api/mti/token/${newcomer.siteId}`,
      headers: { cookie: newcomer.cookie },
    });
    expect(renewed.statusCode).toBe(200);
    expect((await products(newcomer)).json().code).toBe(TERMS_NOT_ACCEPTED);
    expect((await app.inject({ url: '/api/mti/ssotoken', headers: newcomer.headers })).statusCode).toBe(403);

    const accepted = await app.inject({ method: 'PUT', url: '/api/mti/acceptEula', headers: newcomer.headers });
    expect(accepted.statusCode).toBe(200);
    expect((await products(newcomer)).statusCode).toBe(200);
    const withAnalytics = await signInToAnalytics(app, newcomer);
    expect((await datasets(withAnalytics)).statusCode).toBe(200);
  });

  it('changeme changes the password, signs in with it, and then gets their data', async () => {
    await db.execute(sql`update users set force_password_change = true where userid = 'changeme'`);
    const changeme = await signIn(app, 'changeme');
    expect((await products(changeme)).json().code).toBe(PASSWORD_CHANGE_REQUIRED);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/mti/changePassword',
      headers: changeme.headers,
      payload: { new_password: GATE_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    // The same session goes on, past the gate.
    expect((await products(changeme)).statusCode).toBe(200);
    const again = await signIn(app, 'changeme', GATE_PASSWORD);
    expect((await products(again)).statusCode).toBe(200);
  });

  it('a gate that opens again (new terms to sign) closes the data at once', async () => {
    const member = await signIn(app, 'member');
    expect((await products(member)).statusCode).toBe(200);
    await db.execute(sql`update users set has_signed_eula = false where userid = 'member'`);
    expect((await products(member)).json()).toEqual({ code: TERMS_NOT_ACCEPTED, msg: TERMS_NOT_ACCEPTED_MSG });
    await db.execute(sql`update users set has_signed_eula = true where userid = 'member'`);
  });
});

describe('who may call is checked before the input', () => {
  const junk = { bogus: '<script>', reporting_period: 'soon', is_open: 'maybe', text: 42, amt: -1 };
  const send = (user: SignedIn, method: 'POST' | 'PUT', url: string) =>
    app.inject({ method, url, headers: user.headers, payload: junk });

  it('a participant sending invalid input to the survey administration gets 403, not the rules in a 400', async () => {
    const surveyor = await signIn(app, 'surveyor');
    const surveyAdmin = await signIn(app, 'surveyadmin');
    for (const [method, url] of [
      ['POST', '/api/survey/admin/periods'],
      ['PUT', '/api/survey/admin/periods/2030x1'],
      ['PUT', '/api/survey/admin/thresholds/nosuchpage'],
      ['PUT', '/api/survey/admin/labels/nosuchscreen/key'],
    ] as const) {
      const refused = await send(surveyor, method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({
        code: 'forbidden',
        msg: 'You do not have permission to access this page.',
      });
      // The same input from the administrator is indeed invalid.
      expect((await send(surveyAdmin, method, url)).statusCode, url).toBe(400);
    }
  });

  it('someone outside the survey sending invalid survey data gets 403 not_participant', async () => {
    const guest = await signIn(app, 'guest');
    const surveyor = await signIn(app, 'surveyor');
    for (const url of ['/api/survey/2024x1/nosuchpage', '/api/survey/2024x1']) {
      const refused = await send(guest, 'PUT', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe('not_participant');
      expect((await send(surveyor, 'PUT', url)).statusCode, url).toBe(400);
    }
  });

  it('a user without the prospect role, or an acting administrator, is refused before the card is read', async () => {
    const member = await signIn(app, 'member');
    const refused = await send(member, 'POST', '/api/mtprospects/transaction/x/processcc');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');

    const acting = await actAs('member');
    const card = await send(acting, 'POST', '/api/mti/payment/addcc');
    expect(card.statusCode).toBe(403);
    expect(card.json()).toEqual({ code: 'forbidden', msg: ACTING_ADMIN_CANNOT_PAY });
    expect((await send(member, 'POST', '/api/mti/payment/addcc')).statusCode).toBe(400);
  });
});

async function actAs(userid: string): Promise<SignedIn> {
  return signedInFrom(
    await app.inject({
      method: 'POST',
      url: '/api/mti/admin/login',
      headers: await xsrfHeaders(app),
      payload: { adminid: 'admin', password: DEMO_PASSWORD, userid },
    }),
  );
}

describe('an administrator acting as a user', () => {
  it("cannot set the user's password (and so cannot sign in as the user outside the act-as audit)", async () => {
    const acting = await actAs('lapsed');
    for (const new_password of ['Hijack9Spindle!Gear', 'weak']) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/mti/changePassword',
        headers: acting.headers,
        payload: { new_password },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', msg: ADMIN_CANNOT_CHANGE_PASSWORD });
    }
    const withNew = await app.inject({
      method: 'POST',
      url: '/api/mti/login',
      headers: await xsrfHeaders(app),
      payload: { userid: 'lapsed', password: 'Hijack9Spindle!Gear' },
    });
    expect(withNew.statusCode).toBe(401);
    expect((await signIn(app, 'lapsed')).token).toBeTruthy();
  });

  it('acting as a user who must change the password, is told so by the change itself', async () => {
    await db.execute(sql`update users set force_password_change = true where userid = 'lapsed'`);
    const acting = await actAs('lapsed');
    expect((await app.inject({ url: '/api/mti/user', headers: acting.headers })).json()).toMatchObject({
      force_password_change: true,
      acting_admin: 'admin',
    });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/mti/changePassword',
      headers: acting.headers,
      payload: { new_password: GATE_PASSWORD },
    });
    expect(res.json()).toEqual({ code: 'forbidden', msg: ADMIN_CANNOT_CHANGE_PASSWORD });
    await db.execute(sql`update users set force_password_change = false where userid = 'lapsed'`);
  });
});
