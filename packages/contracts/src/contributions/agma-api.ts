// POST /api/contributions/agma/uploads and the participant's upload history.
import { z } from 'zod';

export const agmaProblem = z.object({ row: z.number().int(), column: z.string(), value: z.string(), rule: z.string() });

/** A refused file: nothing stored; problems lists the first AGMA_MAX_LISTED_PROBLEMS. */
export const agmaRefusalResponse = z.object({
  code: z.literal('agma_rows_invalid'),
  msg: z.string(),
  field: z.literal('file'),
  bad_rows: z.number().int(),
  problem_count: z.number().int(),
  problems: z.array(agmaProblem),
});
export type AgmaRefusalResponse = z.infer<typeof agmaRefusalResponse>;

/** The product role of AGMA MMTR participants: its launcher card, and the link from My Files. */
export const AGMA_MMTR_ROLE = 'agma';
export const AGMA_UPLOAD_PATH = '/contributions/agma';
/** A user without `agma` is refused every AGMA route (403 `not_an_agma_participant`); the page shows the same. */
export const AGMA_NOT_A_PARTICIPANT =
  'Only AGMA MMTR participants may upload monthly reports. Ask the association to add your company to the program.';

export const AGMA_MAX_LISTED_PROBLEMS = 10_000;

export const agmaVersion = z.object({
  version: z.number().int(),
  file_name: z.string(),
  rows: z.number().int(),
  units: z.number(),
  orders_dollars: z.string(),
  shipments_dollars: z.string(),
  uploaded_at: z.string(),
});

export const agmaMonth = z.object({
  /** YYYY-MM-DD, the last day of the month reported. */
  rpt_date: z.string(),
  current: agmaVersion,
  history: z.array(agmaVersion),
});

export const agmaUploadResponse = z.object({ month: agmaMonth, replaced: z.boolean() });
export type AgmaUploadResponse = z.infer<typeof agmaUploadResponse>;

export const agmaUploadsResponse = z.object({ months: z.array(agmaMonth) });
export type AgmaUploadsResponse = z.infer<typeof agmaUploadsResponse>;
export type AgmaMonth = z.infer<typeof agmaMonth>;
