// A real OpenID provider (oidc-provider) on 127.0.0.1 for tests, with its development sign-in
// pages, and a tiny browser that signs in through them and stops at the relying party's callback.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestAccount = { email?: string; email_verified?: boolean; name?: string };

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Follows an authorization URL like a browser, signs in as `accountId` and consents; returns
   * the URL the provider redirects to (the callback, with code and state).
   */
  signInThrough(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
};

export async function startTestOidcProvider({
  publicUrl,
  accounts,
}: {
  publicUrl: string;
  accounts: Record<string, TestAccount>;
}): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'mti-portal-test';
  const clientSecret = 'test-client-secret-0123456789-abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${publicUrl}/api/mti/login/oidc/callback`],
        post_logout_redirect_uris: [`${publicUrl}/logout/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    findAccount: async (_ctx: unknown, id: string) =>
      accounts[id] ? { accountId: id, claims: async () => ({ sub: id, ...accounts[id] }) } : undefined,
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    async signInThrough(authorizationUrl, accountId) {
      const jar = new Map<string, string>();
      const send = async (url: URL, init: RequestInit = {}) => {
        const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
        const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie } });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair?.indexOf('=') ?? -1;
          if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        return res;
      };
      let url = new URL(authorizationUrl);
      for (let step = 0; step < 12; step++) {
        if (!url.href.startsWith(issuer)) return url;
        const res = await send(url);
        const location = res.headers.get('location');
        if (location) {
          url = new URL(location, url);
          continue;
        }
        // A development interaction page: the sign-in form, then the consent form.
        const page = await res.text();
        const form = new URLSearchParams(
          page.includes('value="login"')
            ? { prompt: 'login', login: accountId, password: 'any' }
            : { prompt: 'consent' },
        );
        const posted = await send(url, {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        url = new URL(posted.headers.get('location') ?? '', url);
      }
      throw new Error('the provider did not redirect back within 12 steps');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
