import {
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_CHANGE_REQUIRED_MSG,
  TERMS_NOT_ACCEPTED,
  TERMS_NOT_ACCEPTED_MSG,
} from '@mti/contracts/common/session-gates';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearTestCookies, setTestCookie, signInWithCookie } from '../../test/cookies.ts';
import {
  apiDelete,
  apiGet,
  apiPost,
  apiPostForFile,
  apiPut,
  BAD_TOKEN_MSG,
  configureHttp,
  fileNameOf,
  HttpError,
  handledByHttpClient,
  request,
} from './http.ts';
import { getAccessToken, setAccessToken } from './session.ts';

type FakeReply = { status?: number; body?: unknown; contentType?: string };

/** A fake fetch answering each call with the next reply; the calls are kept for inspection. */
function fakeFetch(...replies: FakeReply[]) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    const reply = replies.shift();
    if (!reply) throw new Error('fakeFetch: no reply left');
    const isText = typeof reply.body === 'string';
    const text = reply.body === undefined ? null : isText ? (reply.body as string) : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': reply.contentType ?? (isText ? 'text/plain' : 'application/json') },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const call = (index: number) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url, init, headers: new Headers(init?.headers) };
  };
  return { fetchMock, call };
}

const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  navigate.mockReset();
  configureHttp({ navigate });
  setAccessToken('token-1');
});

afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('prefixes the API base and sends the bearer token, JSON accept and same-origin credentials', async () => {
    const { call } = fakeFetch({ body: { name_first: 'Ada' } });
    await expect(apiGet('mti/user')).resolves.toEqual({ name_first: 'Ada' });
    const { url, init, headers } = call(0);
    expect(url).toBe('/api/mti/user');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('uses a path starting with / as it is and appends the defined query values', async () => {
    const { call } = fakeFetch({ body: {} }, { body: {} });
    await apiGet('/analytics/api/repo/files/:home:7/children', { query: { showHidden: true, skip: undefined } });
    await apiPut('/analytics/api/repo/files/a?x=1', undefined, { query: { newName: 'Q3 report' } });
    expect(call(0).url).toBe('/analytics/api/repo/files/:home:7/children?showHidden=true');
    expect(call(1).url).toBe('/analytics/api/repo/files/a?x=1&newName=Q3+report');
  });

  it('sends no Authorization header while there is no access token', async () => {
    setAccessToken(null);
    const { call } = fakeFetch({ body: {} });
    await apiGet('mti/products');
    expect(call(0).headers.has('Authorization')).toBe(false);
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on a same-origin POST with a JSON body', async () => {
    setTestCookie('XSRF-TOKEN', 'nonce.mac/+=');
    const { call } = fakeFetch({ body: { ok: true } });
    await apiPost('mti/forgotPassword', { email: 'ada@example.com' });
    const { init, headers } = call(0);
    expect(init?.method).toBe('POST');
    expect(headers.get('X-XSRF-TOKEN')).toBe('nonce.mac/+=');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"email":"ada@example.com"}');
  });

  it('sends the XSRF header on PUT and DELETE but not on GET or HEAD', async () => {
    setTestCookie('XSRF-TOKEN', 'abc.def');
    const { call } = fakeFetch({}, {}, {}, {});
    await apiPut('mti/acceptEula');
    await apiDelete('passport/lists/3');
    await apiGet('mti/user');
    await request('mti/user', { method: 'HEAD' });
    expect(call(0).init?.method).toBe('PUT');
    expect(call(0).headers.get('X-XSRF-TOKEN')).toBe('abc.def');
    expect(call(0).headers.has('Content-Type')).toBe(false);
    expect(call(1).init?.method).toBe('DELETE');
    expect(call(1).headers.get('X-XSRF-TOKEN')).toBe('abc.def');
    expect(call(2).headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(call(3).headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends no XSRF header when the cookie is absent', async () => {
    const { call } = fakeFetch({});
    await apiPost('mti/login', { userid: 'ada', password: 'x' });
    expect(call(0).headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('gives an absolute URL neither the bearer token nor the XSRF header', async () => {
    setTestCookie('XSRF-TOKEN', 'abc.def');
    const { call } = fakeFetch({});
    await apiPost('https://other.example/hook', { a: 1 });
    expect(call(0).url).toBe('https://other.example/hook');
    expect(call(0).headers.has('Authorization')).toBe(false);
    expect(call(0).headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('passes FormData through for the browser to encode as multipart', async () => {
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'data.csv');
    const { call } = fakeFetch({});
    await apiPost('uploads/agma', form);
    expect(call(0).init?.body).toBe(form);
    expect(call(0).headers.has('Content-Type')).toBe(false);
  });
});

describe('responses', () => {
  it('parses the body with a schema, which types the result', async () => {
    fakeFetch({ body: { token: 'sso-1', extra: 1 } });
    const result = await apiGet('mti/ssotoken', { schema: z.object({ token: z.string() }) });
    expect(result).toEqual({ token: 'sso-1' });
  });

  it('rejects a body that does not match the schema', async () => {
    fakeFetch({ body: { token: 42 } });
    await expect(apiGet('mti/ssotoken', { schema: z.object({ token: z.string() }) })).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });

  it('resolves an empty body as undefined and a text body as text', async () => {
    fakeFetch({ status: 204 }, { body: 'ok' });
    await expect(apiPut('mti/acceptEula')).resolves.toBeUndefined();
    await expect(apiGet('/analytics/sso.jsp')).resolves.toBe('ok');
  });
});

describe('error catalogue', () => {
  const expired = { status: 401, body: { code: 'c0004', msg: 'Your session has expired, please log in.' } };

  it('renews an expired token through mti/token/{site_id} and repeats the request once with it', async () => {
    signInWithCookie('42');
    const { fetchMock, call } = fakeFetch(expired, { body: { token: 'token-2' } }, { body: { name_first: 'Ada' } });
    await expect(apiGet('mti/user')).resolves.toEqual({ name_first: 'Ada' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(call(1).url).toBe('/api/mti/token/42');
    expect(call(2).url).toBe('/api/mti/user');
    expect(call(2).headers.get('Authorization')).toBe('Bearer token-2');
    expect(getAccessToken()).toBe('token-2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('renews once for requests that expire together', async () => {
    signInWithCookie('42');
    const { fetchMock } = fakeFetch(expired, expired, { body: { token: 'token-2' } }, { body: 'a' }, { body: 'b' });
    await expect(Promise.all([apiGet('mti/user'), apiGet('mti/products')])).resolves.toEqual(['a', 'b']);
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => url === '/api/mti/token/42')).toHaveLength(1);
  });

  it.each([
    [
      'the renewal is refused',
      { status: 401, body: { code: 'c0001', msg: 'Contact admin or please try again later.' } },
    ],
    ['the renewal answers without a token', { body: { token: '' } }],
  ])('ends the session and opens session-expired when %s', async (_case, renewalReply) => {
    signInWithCookie('42');
    fakeFetch(expired, renewalReply);
    await expect(apiGet('mti/user')).rejects.toMatchObject({ status: 401, code: 'c0004' });
    expect(getAccessToken()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/session-expired');
  });

  it('ends the session when the renewal request cannot reach the server', async () => {
    signInWithCookie('42');
    const fetchMock = vi.fn().mockResolvedValueOnce(Response.json(expired.body, { status: 401 }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('mti/user')).rejects.toMatchObject({ code: 'c0004' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/session-expired');
  });

  it('does not renew without a site_id and opens session-expired', async () => {
    const { fetchMock } = fakeFetch(expired);
    await expect(apiGet('mti/user')).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/session-expired');
  });

  it('opens session-expired when the repeated request expires again, renewing only once', async () => {
    signInWithCookie('42');
    const { fetchMock } = fakeFetch(expired, { body: { token: 'token-2' } }, expired);
    await expect(apiGet('mti/user')).rejects.toMatchObject({ code: 'c0004' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/session-expired');
  });

  it('ends the session on a bad token (c0001), opens unknown-error and tells the caller to contact admin', async () => {
    signInWithCookie('42');
    fakeFetch({ status: 401, body: { code: 'c0001', msg: 'token revoked' } });
    const error = await apiGet('mti/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, code: 'c0001', msg: BAD_TOKEN_MSG, message: BAD_TOKEN_MSG });
    expect(getAccessToken()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/unknown-error');
  });

  it('sends a user who must change the password to changepassword, keeping the session', async () => {
    fakeFetch({ status: 403, body: { code: PASSWORD_CHANGE_REQUIRED, msg: PASSWORD_CHANGE_REQUIRED_MSG } });
    const error = await apiGet('mti/orders', { errorPages: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: PASSWORD_CHANGE_REQUIRED });
    expect(handledByHttpClient(error)).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/changepassword');
    expect(getAccessToken()).toBe('token-1');
  });

  it('leaves a user who has not accepted the terms on the page, for the terms modal, with no error page', async () => {
    fakeFetch({ status: 403, body: { code: TERMS_NOT_ACCEPTED, msg: TERMS_NOT_ACCEPTED_MSG } });
    const error = await apiGet('mti/products').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: TERMS_NOT_ACCEPTED, msg: TERMS_NOT_ACCEPTED_MSG });
    expect(handledByHttpClient(error)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('token-1');
  });

  it('hands any other {code, msg} to the caller with its status and stays on the page', async () => {
    fakeFetch({
      status: 400,
      body: { code: 'file_exists', msg: 'Filename already exists, please pick a different name.' },
    });
    await expect(apiPut('/analytics/api/repo/files/a/rename')).rejects.toMatchObject({
      status: 400,
      code: 'file_exists',
      msg: 'Filename already exists, please pick a different name.',
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('token-1');
  });

  it.each([400, 401, 403, 404, 500, 505])('opens the %i page for a status-only %i error', async (status) => {
    fakeFetch({ status, body: '' });
    await expect(apiGet('mti/orders')).rejects.toMatchObject({ status, code: null });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/${status}`);
  });

  it.each([
    ['an unlisted status', { status: 418, body: 'teapot' }],
    ['an HTML error page', { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' }],
    ['a broken JSON body', { status: 503, body: '{"code":', contentType: 'application/json' }],
    ['a body without msg', { status: 409, body: { code: 'conflict' } }],
  ])('opens the 500 page for %s', async (_case, reply) => {
    fakeFetch(reply);
    await expect(apiGet('mti/orders')).rejects.toMatchObject({ status: reply.status, code: null });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/500');
  });

  it('does nothing for a status-only 302 but reject', async () => {
    fakeFetch({ status: 302, body: '' });
    await expect(apiGet('mti/orders')).rejects.toMatchObject({ status: 302 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves status-only errors to the caller with errorPages: false', async () => {
    fakeFetch({ status: 500, body: '' });
    await expect(apiPost('mti/forgotPassword', { email: 'a@b.co' }, { errorPages: false })).rejects.toMatchObject({
      status: 500,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('still ends a dead session with errorPages: false', async () => {
    fakeFetch({ status: 401, body: { code: 'c0001', msg: 'bad' } });
    await expect(apiGet('mti/user', { errorPages: false })).rejects.toMatchObject({ msg: BAD_TOKEN_MSG });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/unknown-error');
  });
});

describe('before the app configures navigation', () => {
  it('falls back to a full page load of the status page', async () => {
    vi.resetModules();
    const fresh = await import('./http.ts');
    // jsdom reports a full page load as "not implemented" on console.error; that report is the proof.
    const consoleError = vi.mocked(console.error).mockImplementation(() => {});
    fakeFetch({ status: 404, body: '' });
    await expect(fresh.apiGet('mti/orders')).rejects.toMatchObject({ status: 404 });
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('navigation');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('files', () => {
  it('reads the file name of Content-Disposition, the RFC 5987 one first', () => {
    expect(fileNameOf(`attachment; filename="_msatz.csv"; filename*=UTF-8''%C3%9Cmsatz%20Q1.csv`)).toBe(
      'Ümsatz Q1.csv',
    );
    expect(fileNameOf('attachment; filename="Orders by region.xlsx"')).toBe('Orders by region.xlsx');
    expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });

  it('posts with the same headers and hands back the body as a file, errors through the catalogue', async () => {
    setTestCookie('XSRF-TOKEN', 'x-9');
    fakeFetch(
      { body: 'a,b\r\n1,2\r\n', contentType: 'text/csv' },
      { status: 403, body: { code: 'forbidden', msg: 'No.' } },
    );
    const file = await apiPostForFile('/analytics/api/analyzer/export', { format: 'csv' });
    expect(await file.blob.text()).toBe('a,b\r\n1,2\r\n');
    expect(file.fileName).toBeNull();
    await expect(apiPostForFile('/analytics/api/analyzer/export', { format: 'csv' })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      msg: 'No.',
    });
  });
});
