// The HTTP client of spec §7 and §8, the only one of the app: API base, bearer token, anti-forgery
// header, and the error catalogue (renew an expired token once, send a bad token to unknown-error,
// a forced password change to changepassword, status-only errors to the page of that number).
import { XSRF_COOKIE, XSRF_HEADER } from '@mti/contracts/common/cookies';
import { errorBody } from '@mti/contracts/common/error-body';
import { PASSWORD_CHANGE_REQUIRED, SESSION_GATE_CODES } from '@mti/contracts/common/session-gates';
import { z } from 'zod';
import { readCookie } from './cookies.ts';
import { paths, statusPagePath } from './paths.ts';
import { clearSession, getAccessToken, readLoginCookie, setAccessToken, tokenStillOnTheWay } from './session.ts';

export const API_BASE = '/api/';
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Spec §8: what the caller of a request refused for a bad token (c0001) is told. */
export const BAD_TOKEN_MSG = 'Contact admin or please try again later.';

/** An error reply. `code` is null when the server sent no `{code, msg}` body (a status-only error). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly msg: string,
  ) {
    super(msg);
    this.name = 'HttpError';
  }
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: Method;
  /** Sent as JSON, except FormData, which the browser encodes as multipart. */
  body?: unknown;
  /** Appended as the query string; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Parses the response, which also gives the result its type. */
  schema?: z.ZodType<T>;
  /**
   * false: a status-only error is thrown to the caller without opening its status page, for
   * screens that show errors themselves. The token catalogue (c0001, c0004) applies regardless:
   * a dead session is dead for every screen.
   */
  errorPages?: boolean;
  /**
   * false: no error catalogue at all, every error is thrown to the caller as it came (no token
   * renewal, no session end, no status page). For the calls whose failure means something else:
   * restoring the session on start (refused = signed out), sign-out (goes on whatever the server
   * says) and the reset link (authorised by the link, not the session).
   */
  errorCatalogue?: boolean;
  /** Sent as `Authorization: Bearer …` in place of the session's access token (a reset link's token). */
  bearer?: string;
  signal?: AbortSignal;
  /** 'file': the answer is a file to save (an export), resolved as a DownloadedFile. */
  responseAs?: 'file';
  /** With responseAs 'file': called as the file's bytes arrive (a progress bar for a large export). */
  onFileProgress?: (progress: FileProgress) => void;
};

/** How much of a file has arrived; `headers` are the response's (a count the server announces). */
export type FileProgress = { receivedBytes: number; headers: Headers };

/** A file the server sent, with the name its Content-Disposition gives (null without one). */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** The file name of a Content-Disposition header: filename* (RFC 5987) first, then filename. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2]?.trim()) || null;
}

type HttpConfig = { navigate: (to: string) => void };

// Until the app hands over its router, a full page load is the only way to reach a status page.
let config: HttpConfig = { navigate: (to) => window.location.assign(to) };

/** Called once by the app, so the client navigates with the router instead of reloading the page. */
export function configureHttp(next: HttpConfig) {
  config = next;
}

/** `mti/user` → `/api/mti/user`; `/analytics/...` and absolute URLs are used as they are. */
export function apiUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const base = isAbsolute(path) || path.startsWith('/') ? path : `${API_BASE}${path}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

function isAbsolute(url: string) {
  return /^(https?:)?\/\//i.test(url);
}

/**
 * The headers a same-origin write carries besides its body (bearer token, anti-forgery token),
 * for the few calls made without fetch (an upload that reports its progress).
 */
export function sameOriginWriteHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

function buildInit(url: string, options: RequestOptions<unknown>): RequestInit {
  const { method = 'GET', body, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  // Only our own origin gets the session's secrets; an absolute URL points at another host.
  if (!isAbsolute(url)) {
    const token = options.bearer ?? getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const xsrf = SAFE_METHODS.has(method) ? null : readCookie(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    // Only with a body: Fastify refuses an empty body declared as JSON.
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  return { method, headers, body: payload, credentials: 'same-origin', signal };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  return isJson ? JSON.parse(text) : text;
}

/** The body as a Blob, read chunk by chunk when someone follows the progress. */
async function readFile(response: Response, onProgress?: (progress: FileProgress) => void): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let receivedBytes = 0;
  onProgress({ receivedBytes, headers: response.headers });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    receivedBytes += value.byteLength;
    onProgress({ receivedBytes, headers: response.headers });
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
}

async function readErrorBody(response: Response) {
  try {
    const parsed = errorBody.safeParse(await readBody(response));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const renewedTokenResponse = z.object({ token: z.string().min(1) });
let renewal: Promise<boolean> | null = null;

/** Spec §7: `mti/token/{site_id}` renews an expired token. Concurrent failures share one renewal. */
function renewToken(siteId: string): Promise<boolean> {
  renewal ??= request(`mti/token/${encodeURIComponent(siteId)}`, {
    schema: renewedTokenResponse,
    errorCatalogue: false,
  })
    .then(
      ({ token }) => {
        setAccessToken(token);
        return true;
      },
      () => false,
    )
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

function endSession(to: string) {
  clearSession();
  config.navigate(to);
}

async function send<T>(path: string, options: RequestOptions<T>, isRetry: boolean): Promise<T> {
  // The start-up renewal is awaited, so this call carries its token (a renewal never waits for one).
  const renewal = options.bearer || getAccessToken() || path.startsWith('mti/token/') ? null : tokenStillOnTheWay();
  if (renewal) await renewal;
  const url = apiUrl(path, options.query);
  const response = await fetch(url, buildInit(url, options));
  if (response.ok) {
    if (options.responseAs === 'file') {
      const file: DownloadedFile = {
        blob: await readFile(response, options.onFileProgress),
        fileName: fileNameOf(response.headers.get('Content-Disposition')),
      };
      return file as T;
    }
    const data = await readBody(response);
    return options.schema ? options.schema.parse(data) : (data as T);
  }

  const error = await readErrorBody(response);
  if (options.errorCatalogue === false) throw httpErrorOf(response, error);
  if (error?.code === 'c0004') {
    const siteId = readLoginCookie()?.name_id;
    if (!isRetry && siteId && (await renewToken(siteId))) return send(path, options, true);
    endSession(paths.status.sessionExpired);
    throw new HttpError(response.status, error.code, error.msg);
  }
  if (error?.code === 'c0001') {
    endSession(paths.status.unknownError);
    throw new HttpError(response.status, error.code, BAD_TOKEN_MSG);
  }
  // A session gate (decision 026): the forced password change has its page; unsigned terms have
  // the terms modal, which opens over whatever page this is. No status page either way.
  if (error?.code === PASSWORD_CHANGE_REQUIRED) config.navigate(paths.changePassword);
  // Spec §8: a status-only 302 does nothing; every other status opens its page (500 by default).
  if (!error && response.status !== 302 && options.errorPages !== false) {
    config.navigate(statusPagePath(response.status));
  }
  throw httpErrorOf(response, error);
}

/**
 * The client already took the user where they must go: a dead session (c0001, c0004: its status
 * page) or an open session gate (changepassword, the terms modal). Screens show no page of their own.
 */
export function handledByHttpClient(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    !!error.code &&
    (error.code === 'c0001' || error.code === 'c0004' || SESSION_GATE_CODES.includes(error.code))
  );
}

function httpErrorOf(response: Response, error: { code: string; msg: string } | null): HttpError {
  return error
    ? new HttpError(response.status, error.code, error.msg)
    : new HttpError(response.status, null, `Request failed with status ${response.status}.`);
}

/** One request through the catalogue. Resolves with the parsed body (undefined when empty). */
export function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return send(path, options, false);
}

type CallOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export function apiGet<T = unknown>(path: string, options?: CallOptions<T>): Promise<T> {
  return request(path, { ...options, method: 'GET' });
}

export function apiPost<T = unknown>(path: string, body?: unknown, options?: CallOptions<T>): Promise<T> {
  return request(path, { ...options, method: 'POST', body });
}

/** A POST answered with a file (an export): same headers and error catalogue, the body as a Blob. */
export function apiPostForFile(
  path: string,
  body?: unknown,
  options?: Omit<CallOptions<DownloadedFile>, 'schema' | 'responseAs'>,
): Promise<DownloadedFile> {
  return request<DownloadedFile>(path, { ...options, method: 'POST', body, responseAs: 'file' });
}

export function apiPut<T = unknown>(path: string, body?: unknown, options?: CallOptions<T>): Promise<T> {
  return request(path, { ...options, method: 'PUT', body });
}

export function apiPatch<T = unknown>(path: string, body?: unknown, options?: CallOptions<T>): Promise<T> {
  return request(path, { ...options, method: 'PATCH', body });
}

export function apiDelete<T = unknown>(path: string, options?: CallOptions<T>): Promise<T> {
  return request(path, { ...options, method: 'DELETE' });
}
