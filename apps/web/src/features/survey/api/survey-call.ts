// Survey calls go to the configured base path and handle their own errors (spec §8: the status is
// looked up in the error-page label table), so the client does not open a status page for them.
import type { z } from 'zod';
import { apiGet, apiPost, apiPut } from '../../../lib/http.ts';

/** `/api/survey` + `/202610/shipments`. */
export function surveyUrl(basePath: string, path = ''): string {
  return `${basePath.replace(/\/+$/, '')}${path}`;
}

type Call<T> = { schema?: z.ZodType<T>; signal?: AbortSignal };

export function surveyGet<T>(basePath: string, path: string, options: Call<T> = {}): Promise<T> {
  return apiGet<T>(surveyUrl(basePath, path), { ...options, errorPages: false });
}

export function surveyPut<T>(basePath: string, path: string, body: unknown, options: Call<T> = {}): Promise<T> {
  return apiPut<T>(surveyUrl(basePath, path), body, { ...options, errorPages: false });
}

export function surveyPost<T>(basePath: string, path: string, body?: unknown, options: Call<T> = {}): Promise<T> {
  return apiPost<T>(surveyUrl(basePath, path), body, { ...options, errorPages: false });
}
