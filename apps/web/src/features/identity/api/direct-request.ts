// Requests that must stay outside lib/http's error catalogue: the session renewal on start (a dead
// session there simply means signed out, not the unknown-error page), sign-out (which must finish
// whatever the server says) and the reset link (authorised by the link's token, not the session's).
import { errorBody } from '@mti/contracts/common/error-body';
import type { z } from 'zod';
import { apiUrl, HttpError } from '../../../lib/http.ts';
import { getAccessToken } from '../../../lib/session.ts';

type DirectRequest<T> = {
  method?: 'GET' | 'PUT' | 'POST';
  body?: unknown;
  /** Replaces the session's access token as `Authorization: Bearer …`. */
  bearer?: string;
  schema?: z.ZodType<T>;
};

function readCookie(name: string): string | null {
  const entry = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

export async function directRequest<T = unknown>(path: string, options: DirectRequest<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  const bearer = options.bearer ?? getAccessToken();
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  if (method !== 'GET') {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(apiUrl(path), { method, headers, body, credentials: 'same-origin' });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const error = errorBody.safeParse(data);
    if (error.success) throw new HttpError(response.status, error.data.code, error.data.msg);
    throw new HttpError(response.status, null, `Request failed with status ${response.status}.`);
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}
