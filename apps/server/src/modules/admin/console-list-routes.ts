// One console list as its two routes (decision 050): `path` answers a page of it, paged, sorted and
// searched by `query`; `path/export` answers every row the same query matches, as CSV.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CsvCell } from '../../platform/csv.ts';
import { sendCsv } from './console-csv.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { type ConsoleCall, consoleCallOf } from './console-gate.ts';

type ConsoleApp = Parameters<FastifyPluginAsyncZod>[0];
type ListCall<Query extends z.ZodType> = ConsoleCall & { query: z.output<Query> };

export type ConsoleList<Query extends z.ZodType, Page extends z.ZodType, Row> = {
  path: string;
  /** The OpenAPI summaries of the list and of its CSV. */
  summary: string;
  exportSummary: string;
  query: Query;
  /** The list's answer: one page of rows and the total. */
  page: Page;
  pageOf: (call: ListCall<Query>) => Promise<z.input<Page>>;
  /** Every row the query matches, in its order, for the CSV. */
  allRowsOf: (call: ListCall<Query>) => Promise<readonly Row[]>;
  csv: { fileName: string; header: readonly string[]; cellsOf: (row: Row) => readonly CsvCell[] };
};

export function registerConsoleList<Query extends z.ZodType, Page extends z.ZodType, Row>(
  app: ConsoleApp,
  list: ConsoleList<Query, Page, Row>,
) {
  // The routes see plain zod schemas: Fastify's request and answer types of a schema generic here stay
  // unresolved. The ConsoleList type ties pageOf and allRowsOf to the list's own schemas instead.
  const query: z.ZodType = list.query;
  const page: z.ZodType = list.page;
  const callOf = (request: Parameters<typeof consoleCallOf>[1]): ListCall<Query> => ({
    ...consoleCallOf(app.db, request),
    query: request.query as z.output<Query>,
  });
  app.get(
    list.path,
    {
      schema: {
        tags: consoleTags,
        summary: list.summary,
        querystring: query,
        response: { 200: page, ...consoleErrors },
      },
    },
    async (request) => list.pageOf(callOf(request)),
  );
  app.get(
    `${list.path}/export`,
    { schema: { tags: consoleTags, summary: list.exportSummary, querystring: query } },
    async (request, reply) => {
      const rows = await list.allRowsOf(callOf(request));
      return sendCsv(reply, list.csv.fileName, list.csv.header, rows.map(list.csv.cellsOf));
    },
  );
}
