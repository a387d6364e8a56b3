// The anti-forgery token is bound to its session, also once a session's token has been checked and
// remembered (xsrf.ts keeps each session's last good token so that safe calls skip the HMAC).
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { setCookie, signIn } from '../../test/sign-in.ts';

const { app } = await buildTestApp();
const ACCEPT_TERMS = '/api/mti/acceptEula/econ';

describe('anti-forgery tokens remembered per session', () => {
  it("keeps a signed-in client's good token on safe calls, and re-arms a bad one", async () => {
    const member = await signIn(app, 'member');
    for (let i = 0; i < 2; i++) {
      const kept = await app.inject({ url: '/api/mti/products', headers: member.headers });
      expect(kept.statusCode).toBe(200);
      expect(setCookie(kept, 'XSRF-TOKEN')).toBeUndefined();
    }
    const nonce = member.xsrf.split('.')[0];
    const forged = `${nonce}.bm90LWEtcmVhbC1zaWduYXR1cmUtYXQtYWxsLW5vLW5vLW5v`;
    const rearmed = await app.inject({
      url: '/api/mti/products',
      headers: { ...member.headers, cookie: `mti_session=${member.session}; XSRF-TOKEN=${forged}` },
    });
    expect(setCookie(rearmed, 'XSRF-TOKEN')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(setCookie(rearmed, 'XSRF-TOKEN')).not.toBe(forged);
  });

  it("refuses one session's remembered token on another session's write", async () => {
    const first = await signIn(app, 'member');
    await app.inject({ url: '/api/mti/products', headers: first.headers }); // remembered for `first`
    const second = await signIn(app, 'admin');
    const res = await app.inject({
      method: 'PUT',
      url: ACCEPT_TERMS,
      headers: {
        authorization: `Bearer ${second.token}`,
        cookie: `mti_session=${second.session}; XSRF-TOKEN=${first.xsrf}`,
        'x-xsrf-token': first.xsrf,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('xsrf');
  });

  it('refuses a forged token with the nonce of a remembered one', async () => {
    const member = await signIn(app, 'member');
    await app.inject({ url: '/api/mti/products', headers: member.headers });
    const forged = `${member.xsrf.split('.')[0]}.bm90LWEtcmVhbC1zaWduYXR1cmUtYXQtYWxsLW5vLW5vLW5v`;
    const res = await app.inject({
      method: 'PUT',
      url: ACCEPT_TERMS,
      headers: {
        ...member.headers,
        cookie: `mti_session=${member.session}; XSRF-TOKEN=${forged}`,
        'x-xsrf-token': forged,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('xsrf');
  });
});
