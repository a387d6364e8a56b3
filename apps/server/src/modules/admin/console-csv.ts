// Replies a console list's CSV export (decision 050): the same query as the list, every matching row.
import type { FastifyReply } from 'fastify';
import { attachment } from '../../platform/content-disposition.ts';
import { type CsvCell, toCsv } from '../../platform/csv.ts';

export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'no-store')
    .send(toCsv([header, ...rows], { bom: true }));
}
