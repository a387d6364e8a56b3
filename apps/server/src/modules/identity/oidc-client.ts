// External single sign-on through an OpenID provider: authorization code with PKCE (openid-client).
// The state, nonce and code verifier of one sign-in travel in a short-lived signed cookie.
import * as client from 'openid-client';
import { z } from 'zod';

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string; publicUrl: string };

/** What the signed state cookie holds between the redirect to the provider and its callback. */
export const oidcPendingSignIn = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(43),
});
export type OidcPendingSignIn = z.infer<typeof oidcPendingSignIn>;

export const OIDC_CALLBACK_PATH = '/api/mti/login/oidc/callback';
export const LOGOUT_CALLBACK_PATH = '/logout/callback';

export type OidcClient = {
  /** The provider's authorization URL and what the callback must check. */
  startSignIn(): Promise<{ url: string; pending: OidcPendingSignIn }>;
  /** Redeems the code of the callback URL; the provider's user's e-mail, when verified or unstated. */
  finishSignIn(callbackUrl: URL, pending: OidcPendingSignIn): Promise<{ email: string | null; subject: string }>;
  /** Where single logout goes: the provider's end-session page returning to the logout callback. */
  endSessionUrl(): Promise<string>;
};

export function createOidcClient({ issuer, clientId, clientSecret, publicUrl }: OidcSettings): OidcClient {
  const redirectUri = `${publicUrl}${OIDC_CALLBACK_PATH}`;
  let discovered: Promise<client.Configuration> | null = null;

  // Discovered on first use and kept; a failed discovery is retried by the next sign-in.
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(issuer), clientId, undefined, client.ClientSecretBasic(clientSecret), {
        // A plain-http issuer is only accepted on a loopback address (tests, local development).
        execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
      })
      .catch((error) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    async startSignIn() {
      const config = await configuration();
      const pending = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, pending };
    },

    async finishSignIn(callbackUrl, pending) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('the provider sent no ID token');
      let email = typeof idClaims.email === 'string' ? idClaims.email : null;
      let verified = idClaims.email_verified;
      if (!email) {
        const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        email = typeof info.email === 'string' ? info.email : null;
        verified = info.email_verified;
      }
      // Mapping by e-mail is only safe for an address the provider vouches for (or does not doubt).
      return { email: verified === false ? null : email, subject: idClaims.sub };
    },

    async endSessionUrl() {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return `${publicUrl}${LOGOUT_CALLBACK_PATH}`;
      return client.buildEndSessionUrl(config, {
        client_id: clientId,
        post_logout_redirect_uri: `${publicUrl}${LOGOUT_CALLBACK_PATH}`,
      }).href;
    },
  };
}

function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
