// The identity calls of spec §7 (mti/...), plus the sign-in and sign-out entry points of the web.
import { LOGIN_COOKIE, SESSION_COOKIE } from '@mti/contracts/common/cookies';
import { errorBody } from '@mti/contracts/common/error-body';
import { strongNewPasswordSchema } from '@mti/contracts/identity/common-passwords';
import {
  adminLoginBody,
  forgotPasswordBody,
  forgotUserNameBody,
  loginBody,
  loginStartQuery,
  resetLinkStatusResponse,
  SIGN_IN_PATH,
  sessionResponse,
  successResponse,
  tokenParams,
  userDetailsResponse,
} from '@mti/contracts/identity/identity-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { checkResetLink, requestPasswordReset, resetPassword, sendUsernameReminder } from './account-recovery.ts';
import { signInAsUser } from './act-as.ts';
import type { ClientInfo, IdentityDeps } from './identity-deps.ts';
import { defineIdentityJobs } from './identity-mail-jobs.ts';
import { createOidcClient, LOGOUT_CALLBACK_PATH, type OidcPendingSignIn, oidcPendingSignIn } from './oidc-client.ts';
import { assertMayChangePassword, changePassword } from './password-change.ts';
import { clearSignInCookies, setSessionCookie, setSignInCookies } from './session-cookies.ts';
import { renewAccessToken, signOut } from './sessions.ts';
import { recordSingleSignOnFailure, signIn, signInByEmail } from './sign-in.ts';
import { acceptTerms, assertMaySign } from './terms.ts';
import { getUserDetails } from './user-details.ts';

const LOGIN_CALLBACK_PATH = '/login/callback';
const OIDC_STATE_COOKIE = 'mti_oidc';
const OIDC_STATE_PATH = '/api/mti/login/oidc';
const newPasswordBody = z.object({ new_password: strongNewPasswordSchema });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The reset link's token, sent as `Authorization: Bearer {mtu}` (decision 006). */
function resetTokenOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+([\w-]{16,200})$/i.exec(request.headers.authorization ?? '');
  return match ? (match[1] as string) : null;
}

/** Only a path on this site may be a return target. */
function safeReturnPath(value: string | undefined): string | null {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

export const identityRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const { config } = app;
  const secure = config.PUBLIC_URL.startsWith('https:');
  const deps: IdentityDeps = {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    publicUrl: config.PUBLIC_URL,
    signAccessToken: (claims) => app.signAccessToken(claims),
    recoveryMailsPerHour: config.RECOVERY_MAILS_PER_ADDRESS_PER_HOUR,
  };
  defineIdentityJobs(app.jobs, deps); // the identity mails, sent by the job queue
  const oidc =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? createOidcClient({
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          publicUrl: config.PUBLIC_URL,
        })
      : null;
  const perIpLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  const tags = ['identity'];

  app.post(
    '/api/mti/login',
    {
      config: perIpLimit,
      schema: { tags, summary: 'Sign in', body: loginBody, response: { 200: sessionResponse, ...errors } },
    },
    async (request, reply) => {
      const outcome = await signIn({
        ...deps,
        ...request.body,
        client: clientOf(request),
        presentedCookie: request.cookies[SESSION_COOKIE],
      });
      setSignInCookies(reply, outcome, secure);
      return outcome.body;
    },
  );

  app.post(
    '/api/mti/admin/login',
    {
      config: perIpLimit,
      schema: {
        tags,
        summary: 'Administrator signs in as a user',
        body: adminLoginBody,
        response: { 200: sessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await signInAsUser({
        ...deps,
        ...request.body,
        client: clientOf(request),
        presentedCookie: request.cookies[SESSION_COOKIE],
      });
      setSignInCookies(reply, outcome, secure);
      return outcome.body;
    },
  );

  app.get(
    '/api/mti/token/:site_id',
    {
      schema: {
        tags,
        summary: 'Renew the access token with the session cookie',
        params: tokenParams,
        response: { 200: sessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const renewed = await renewAccessToken({
          ...deps,
          rotationKey: secret,
          cookie: request.cookies[SESSION_COOKIE],
          siteId: request.params.site_id,
          client: clientOf(request),
        });
        if (renewed.sessionCookie) setSessionCookie(reply, renewed.sessionCookie.value, secure);
        return renewed.body;
      } catch (error) {
        // The session is over: the page must not keep believing it is signed in.
        if (error instanceof AppError && error.status === 401) clearSignInCookies(reply);
        throw error;
      }
    },
  );

  // The calls that pass a session gate, and the user details that say which gate is open, are the
  // only ones a user who still has to change the password or accept the terms may make.
  const beforeSessionGates = { beforeSessionGates: true };

  app.get(
    '/api/mti/user',
    {
      onRequest: app.requireUser,
      config: beforeSessionGates,
      schema: { tags, summary: 'The signed-in user', response: { 200: userDetailsResponse, ...errors } },
    },
    async (request) => getUserDetails({ db: app.db, user: userOf(request) }),
  );

  app.get(
    '/api/mti/logout/callback',
    { schema: { tags, summary: 'End the session and clear its cookies', response: { 200: successResponse } } },
    async (request, reply) => {
      await signOut({ db: app.db, cookie: request.cookies[SESSION_COOKIE], client: clientOf(request) });
      clearSignInCookies(reply);
      return { success: true as const };
    },
  );

  app.put(
    '/api/mti/acceptEula',
    {
      onRequest: [app.requireUser, async (request) => assertMaySign(userOf(request))],
      config: beforeSessionGates,
      schema: { tags, summary: 'Accept the terms of use', response: { 200: successResponse, ...errors } },
    },
    async (request) => {
      await acceptTerms({ db: app.db, user: userOf(request), ip: request.ip });
      return { success: true as const };
    },
  );

  app.put(
    '/api/mti/changePassword',
    {
      // The acting administrator is refused before the new password is even looked at.
      onRequest: [app.requireUser, async (request) => assertMayChangePassword(userOf(request))],
      config: beforeSessionGates,
      schema: {
        tags,
        summary: 'Change the password; other sessions end',
        body: newPasswordBody,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await changePassword({
        ...deps,
        user: userOf(request),
        newPassword: request.body.new_password,
        ip: request.ip,
        requestId: request.id,
      });
      return { success: true as const };
    },
  );

  app.post(
    '/api/mti/forgotPassword',
    {
      config: perIpLimit,
      schema: {
        tags,
        summary: 'E-mail a reset link (same answer whether or not the address exists)',
        body: forgotPasswordBody,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset({ ...deps, email: request.body.email, ip: request.ip, requestId: request.id });
      return { success: true as const };
    },
  );

  app.post(
    '/api/mti/forgotUserName',
    {
      config: perIpLimit,
      schema: {
        tags,
        summary: 'E-mail the username (same answer whether or not the address exists)',
        body: forgotUserNameBody,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await sendUsernameReminder({ ...deps, email: request.body.email, ip: request.ip, requestId: request.id });
      return { success: true as const };
    },
  );

  app.get(
    '/api/mti/resetPassword',
    {
      config: perIpLimit,
      schema: {
        tags,
        summary: 'Whether the reset link (Authorization: Bearer {mtu}) can still be used',
        response: { 200: resetLinkStatusResponse, ...errors },
      },
    },
    async (request) => checkResetLink({ db: app.db, token: resetTokenOf(request) }),
  );

  app.put(
    '/api/mti/resetPassword',
    {
      config: perIpLimit,
      schema: {
        tags,
        summary: 'Set a new password with the reset link (Authorization: Bearer {mtu}) and sign in',
        body: newPasswordBody,
        response: { 200: sessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await resetPassword({
        ...deps,
        token: resetTokenOf(request),
        requestId: request.id,
        newPassword: request.body.new_password,
        client: clientOf(request),
        presentedCookie: request.cookies[SESSION_COOKIE],
      });
      setSignInCookies(reply, outcome, secure);
      return outcome.body;
    },
  );

  // ---- where the web's Login and Logout links go

  app.get(
    '/api/mti/login/start',
    { schema: { tags, summary: 'Go to the sign-in page or the OpenID provider', querystring: loginStartQuery } },
    async (request, reply) => {
      if (!oidc) {
        const back = safeReturnPath(request.query.return);
        return reply.redirect(back ? `${SIGN_IN_PATH}?return=${encodeURIComponent(back)}` : SIGN_IN_PATH);
      }
      const { url, pending } = await oidc.startSignIn();
      reply.setCookie(OIDC_STATE_COOKIE, JSON.stringify(pending), {
        signed: true,
        httpOnly: true,
        // Lax: the provider sends the browser back with a cross-site top-level navigation.
        sameSite: 'lax',
        path: OIDC_STATE_PATH,
        secure,
        maxAge: 600,
      });
      return reply.redirect(url);
    },
  );

  app.get(
    '/api/mti/login/oidc/callback',
    { schema: { tags, summary: 'OpenID provider callback' } },
    async (request, reply) => {
      if (!oidc) throw new AppError(404, 'not_found', 'You are trying to access a page that is not available.');
      const pending = readPendingSignIn(request);
      reply.clearCookie(OIDC_STATE_COOKIE, { path: OIDC_STATE_PATH });
      let identity: { email: string | null; subject: string } | null = null;
      try {
        if (!pending) throw new Error('no pending sign-in (state cookie missing, expired or altered)');
        identity = await oidc.finishSignIn(new URL(request.url, config.PUBLIC_URL), pending);
      } catch (error) {
        request.log.warn({ err: { message: (error as Error).message } }, 'single sign-on refused');
        await recordSingleSignOnFailure({ db: app.db, ip: request.ip, reason: 'provider_response_refused' });
        // The spec's login/callback shows the 500 page when the login cookie is absent.
        reply.clearCookie(LOGIN_COOKIE, { path: '/' });
        return reply.redirect(LOGIN_CALLBACK_PATH);
      }
      const outcome = identity.email
        ? await signInByEmail({
            ...deps,
            email: identity.email,
            subject: identity.subject,
            client: clientOf(request),
            presentedCookie: request.cookies[SESSION_COOKIE],
          })
        : null;
      if (!outcome) {
        if (!identity.email) {
          await recordSingleSignOnFailure({ db: app.db, ip: request.ip, reason: 'no_verified_email' });
        }
        // No portal profile for this person (yet): the page shows missing-id.
        setSignInCookies(reply, { sessionCookie: null, loginCookie: { name_id: '', is_valid: false } }, secure);
        return reply.redirect(LOGIN_CALLBACK_PATH);
      }
      setSignInCookies(reply, outcome, secure);
      return reply.redirect(LOGIN_CALLBACK_PATH);
    },
  );

  app.get(
    '/api/mti/logout/start',
    { schema: { tags, summary: "Single logout: the provider's end-session page, then the logout callback" } },
    async (_request, reply) => reply.redirect(oidc ? await oidc.endSessionUrl() : LOGOUT_CALLBACK_PATH),
  );

  function readPendingSignIn(request: FastifyRequest): OidcPendingSignIn | null {
    const raw = request.cookies[OIDC_STATE_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    try {
      const parsed = oidcPendingSignIn.safeParse(JSON.parse(unsigned.value));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
};
