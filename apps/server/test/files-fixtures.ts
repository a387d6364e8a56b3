// Helpers for the file repository tests: calls as a signed-in page makes them, multipart bodies,
// and a snapshot of every repository row to prove that a refused call changed nothing.

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../src/platform/db.ts';
import type { AnalyticsSignedIn } from './analytics-sign-in.ts';

/** The demo member's and the lapsed demo user's home folders (seed/identity-users.ts). */
export const MEMBER_HOME = ':home:000100101';
export const LAPSED_HOME = ':home:000100102';

export type FileDto = { id: string; name: string; path: string; folder: string; createdDate: string } & Record<
  string,
  string
>;

export function filesApi(app: FastifyInstance, user: AnalyticsSignedIn) {
  const headers = user.headers;
  return {
    children: (path: string, query = '?showHidden=true') =>
      app.inject({ url: `/analytics/api/repo/files/${path}/children${query}`, headers }),
    async names(path: string): Promise<string[]> {
      const res = await app.inject({ url: `/analytics/api/repo/files/${path}/children?showHidden=true`, headers });
      if (res.statusCode !== 200) throw new Error(`children of ${path}: ${res.statusCode} ${res.body}`);
      return (res.json().repositoryFileDto as FileDto[]).map((f) => f.name).sort();
    },
    async file(path: string, name: string): Promise<FileDto> {
      const res = await app.inject({ url: `/analytics/api/repo/files/${path}/children?showHidden=true`, headers });
      const found = (res.json().repositoryFileDto as FileDto[]).find((f) => f.name === name);
      if (!found) throw new Error(`${name} not in ${path}`);
      return found;
    },
    rename: (path: string, newName?: string) =>
      app.inject({
        method: 'PUT',
        url: `/analytics/api/repo/files/${path}/rename${newName === undefined ? '' : `?newName=${encodeURIComponent(newName)}`}`,
        headers,
      }),
    trash: (ids: string, contentType = 'text/plain') =>
      app.inject({
        method: 'PUT',
        url: '/analytics/api/repo/files/delete',
        headers: { ...headers, 'content-type': contentType },
        payload: ids,
      }),
    restore: (ids: string) =>
      app.inject({
        method: 'PUT',
        url: '/analytics/api/repo/files/restore',
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: ids,
      }),
    deleted: () => app.inject({ url: '/analytics/api/repo/files/deleted', headers }),
    content: (path: string) => app.inject({ url: `/analytics/api/repos/${path}/content`, headers }),
    createFolder: (path: string) => app.inject({ method: 'PUT', url: `/analytics/api/repo/dirs/${path}`, headers }),
    save: (path: string, definition: unknown, overwrite?: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/analytics/api/repo/files/${path}${overwrite === undefined ? '' : `?overwrite=${overwrite}`}`,
        headers,
        payload: definition as object,
      }),
    async upload(fields: Record<string, string>, file?: { name: string; content: Buffer | string }) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (file) {
        const bytes = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
        form.append('fileUpload', new Blob([bytes]), file.name);
      }
      const encoded = new Response(form);
      return app.inject({
        method: 'POST',
        url: '/analytics/api/repo/files/import',
        headers: { ...headers, 'content-type': encoded.headers.get('content-type') as string },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
    },
  };
}

/** Every repository row and content, to compare before and after a refused call. */
export async function repositorySnapshot(app: FastifyInstance): Promise<unknown[]> {
  return rowsOf(
    app.db,
    sql`select f.id, f.owner_site_id, f.parent_id, f.name, f.deleted_at, f.modified_at, f.file_size,
          md5(c.content) as content_md5
        from repository_files f left join repository_file_contents c on c.file_id = f.id
        order by f.id`,
  );
}

export const SAMPLE_ANALYSIS = {
  version: 1,
  dataset: 'usmto-orders',
  rows: ['region'],
  columns: ['year'],
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
  filters: { period: { from: '2023-01', to: '2024-12' } },
};
