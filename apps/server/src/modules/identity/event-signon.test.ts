import { createHash } from 'node:crypto';
import {
  EVENT_HOST_REFUSED,
  EVENT_TOKEN_REFUSED,
  UNKNOWN_EVENT,
  UNKNOWN_EVENT_MSG,
} from '@mti/contracts/identity/event-signon-api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { DEMO_PASSWORD, signedInFrom, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';
import { parseEventHosts } from './event-hosts.ts';

const EAST_SECRET = 'east-host-shared-secret-0123456789';
const WEST_SECRET = 'west-host-shared-secret-0123456789';
const logLines: string[] = [];
const { app } = await buildTestApp(
  {
    LOG_LEVEL: 'debug',
    EVENT_SIGNON_HOSTS:
      'east=https://register.east.example/sso?event=east26,west=https://register.west.example/login,south=https://south.example/,central=https://central.example/',
    EVENT_SIGNON_SECRETS: `east=${EAST_SECRET},west=${WEST_SECRET}`,
  },
  undefined,
  { logStream: { write: (line) => void logLines.push(line) } },
);

const start = (path: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/mti/event-signon/${path}`, headers });
const basic = (marker: string, secret: string) => `Basic ${Buffer.from(`${marker}:${secret}`).toString('base64')}`;
const verify = (token: string, authorization = basic('east', EAST_SECRET)) =>
  app.inject({ method: 'POST', url: '/event-hosts/verify', headers: { authorization }, payload: { token } });
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function tokenFor(marker: string, headers: Record<string, string>): Promise<{ url: URL; token: string }> {
  const res = await start(marker, headers);
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().url);
  return { url, token: url.searchParams.get('token') as string };
}

describe('POST mti/event-signon/{path}', () => {
  it('sends the signed-in user to the configured host of the marker, keeping its query, with a token', async () => {
    const member = await signIn(app, 'member');
    const res = await start('east', member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://register.east.example/sso');
    expect(url.searchParams.get('event')).toBe('east26');
    expect(url.searchParams.get('token')?.length).toBeGreaterThanOrEqual(64);
    expect(res.json().marker).toBe('east');
    const west = new URL((await start('west', member.headers)).json().url);
    expect(`${west.origin}${west.pathname}`).toBe('https://register.west.example/login');
  });

  it('is refused without a signed-in user', async () => {
    const res = await start('east', await xsrfHeaders(app));
    expect(res.statusCode).toBe(401);
  });

  it.each([
    'nowhere',
    'EAST',
    'east.evil.com',
    encodeURIComponent('//evil.com'),
    encodeURIComponent('https://evil.com'),
    encodeURIComponent('https://register.east.example/sso'),
    '%2F%2Fevil.com',
    '%252F%252Fevil.com',
    encodeURIComponent('\\\\evil.com'),
    encodeURIComponent('/\\evil.com'),
    encodeURIComponent('east@evil.com'),
    encodeURIComponent('east/../evil'),
  ])('refuses %s as an unknown event, with no address to go to', async (path) => {
    const member = await signIn(app, 'member');
    const res = await start(path, member.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: UNKNOWN_EVENT, msg: UNKNOWN_EVENT_MSG });
    expect(res.body).not.toContain('evil');
  });

  it('stores the token only as its hash', async () => {
    const member = await signIn(app, 'member');
    const { token } = await tokenFor('east', member.headers);
    const rows = await rowsOf<{ token_hash: string; marker: string; site_id: string }>(
      app.db,
      sql`select token_hash, marker, site_id from event_signon_tokens where token_hash in (${token}, ${hashOf(token)})`,
    );
    expect(rows).toEqual([{ token_hash: hashOf(token), marker: 'east', site_id: member.siteId }]);
  });

  it('is refused to an administrator acting as the user', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/mti/admin/login',
      headers: await xsrfHeaders(app),
      payload: { adminid: 'admin', password: DEMO_PASSWORD, userid: 'member' },
    });
    const actingAdmin = signedInFrom(res);
    expect((await start('east', actingAdmin.headers)).statusCode).toBe(403);
  });
});

describe('POST /event-hosts/verify', () => {
  it("gives the host the user's name and e-mail once; the second exchange is refused", async () => {
    const member = await signIn(app, 'member');
    const { token } = await tokenFor('east', member.headers);
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    const [user] = await rowsOf<{ name_first: string; name_last: string; email: string }>(
      app.db,
      sql`select name_first, name_last, email from users where site_id = ${member.siteId}`,
    );
    expect(first.json()).toEqual({
      name: `${user?.name_first} ${user?.name_last}`,
      first_name: user?.name_first,
      last_name: user?.name_last,
      email: user?.email,
    });
    const again = await verify(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe(EVENT_TOKEN_REFUSED);
  });

  it('refuses a token older than 60 seconds', async () => {
    const member = await signIn(app, 'member');
    const { token } = await tokenFor('east', member.headers);
    await app.db.execute(
      sql`update event_signon_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashOf(token)}`,
    );
    const res = await verify(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(EVENT_TOKEN_REFUSED);
  });

  it('gives tokens good for 60 seconds', async () => {
    const member = await signIn(app, 'member');
    const { token } = await tokenFor('east', member.headers);
    const [row] = await rowsOf<{ seconds: number }>(
      app.db,
      sql`select extract(epoch from expires_at - created_at)::float as seconds from event_signon_tokens where token_hash = ${hashOf(token)}`,
    );
    expect(row?.seconds).toBe(60);
  });

  it('refuses a token issued for another event, and leaves it usable by its own host', async () => {
    const member = await signIn(app, 'member');
    const { token } = await tokenFor('east', member.headers);
    const atWest = await verify(token, basic('west', WEST_SECRET));
    expect(atWest.statusCode).toBe(401);
    expect(atWest.json().code).toBe(EVENT_TOKEN_REFUSED);
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('refuses a host with a wrong secret, no credentials, or no secret configured', async () => {
    const member = await signIn(app, 'member');
    const { token } = await tokenFor('east', member.headers);
    for (const authorization of [basic('east', WEST_SECRET), basic('south', 'anything-at-all-0123456789'), '']) {
      const res = await verify(token, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(EVENT_HOST_REFUSED);
    }
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('refuses a made-up token and one whose signature was altered', async () => {
    const member = await signIn(app, 'member');
    const { token } = await tokenFor('east', member.headers);
    const [nonce, mac] = token.split('.') as [string, string];
    const altered = `${nonce}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of ['not-a-token', `${nonce}.`, altered, `${token}.x`]) {
      const res = await verify(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(EVENT_TOKEN_REFUSED);
    }
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('never writes a token to the log', async () => {
    const member = await signIn(app, 'member');
    const { token } = await tokenFor('east', member.headers);
    await verify(token);
    await verify(token);
    const [nonce] = token.split('.') as [string];
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(nonce))).toEqual([]);
  });
});

describe('EVENT_SIGNON_HOSTS', () => {
  it.each([
    ['east=http://register.east.example/', 'must be https'],
    ['east=https://user:pw@register.east.example/', 'must be https'],
    ['east=javascript:alert(1)', 'must be https'],
    ['east=not a url', 'not a URL'],
    ['East=https://a.example/', 'not a marker'],
    ['east=https://a.example/,east=https://b.example/', 'listed twice'],
  ])('refuses %s at start', (hosts, message) => {
    expect(() => parseEventHosts(hosts)).toThrow(message);
  });

  it('accepts plain http only on this machine, and refuses short or unlisted secrets', () => {
    expect(parseEventHosts('east=http://127.0.0.1:9/x').get('east')?.url.href).toBe('http://127.0.0.1:9/x');
    expect(() => parseEventHosts('east=https://a.example/', 'east=short')).toThrow('at least 24');
    expect(() => parseEventHosts('east=https://a.example/', `west=${WEST_SECRET}`)).toThrow('not in');
  });
});
