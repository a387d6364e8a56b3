// USMTO in Advance: a participant's monthly orders (entered in the form or uploaded) and the
// month's aggregate, shown first to those who submitted (give to get).
import { z } from 'zod';
import { AGMA_RULES, isAgmaDollars, isAgmaUnits } from './agma-rules.ts';

export const USMTO_ADVANCE_CATEGORIES = [
  { key: 'metal_cutting', label: 'Metal cutting' },
  { key: 'metal_forming', label: 'Metal forming and fabricating' },
  { key: 'additive', label: 'Additive manufacturing' },
] as const;
export type UsmtoAdvanceCategory = (typeof USMTO_ADVANCE_CATEGORIES)[number]['key'];

/** The product role of the participants (catalog seed, identity roles): only its holders may submit. */
export const USMTO_ADVANCE_CONTRIBUTOR_ROLE = 'usmto_contributor';
export const USMTO_ADVANCE_NOT_A_CONTRIBUTOR =
  'Only USMTO in Advance participants may submit data. Ask the association to add your company to the program.';
export const USMTO_ADVANCE_CLOSED = (label: string, deadline: string) =>
  `The ${label} period closed on ${deadline}. Data can no longer be submitted for it.`;
export const USMTO_ADVANCE_NOT_OPEN = (label: string) => `The ${label} period is not open for submissions yet.`;
export const USMTO_ADVANCE_NOT_RELEASED = (label: string, deadline: string) =>
  `The ${label} report is prepared after the submission deadline of ${deadline}.`;
export const USMTO_ADVANCE_BEING_RELEASED = (label: string) =>
  `The ${label} report is released by a task run at the submission deadline; it is not available yet.`;
export const USMTO_ADVANCE_PARTICIPANTS_FIRST = (label: string, release: string) =>
  `The ${label} report is shown first to the participants who submitted their data; everyone else sees it from ${release}.`;

// The same number rules as the AGMA upload: the browser's inputs and the server say the same.
const units = z.string().trim().refine(isAgmaUnits, AGMA_RULES.units);
const dollars = z.string().trim().refine(isAgmaDollars, AGMA_RULES.dollars);

export const usmtoAdvanceLine = z.object({
  category: z.enum(USMTO_ADVANCE_CATEGORIES.map((c) => c.key) as [UsmtoAdvanceCategory, ...UsmtoAdvanceCategory[]]),
  units,
  orders_dollars: dollars,
});

export const usmtoAdvancePeriodParams = z.object({
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The period is a month written YYYY-MM.'),
});

export const submitUsmtoAdvanceBody = z.object({
  lines: z
    .array(usmtoAdvanceLine)
    .length(USMTO_ADVANCE_CATEGORIES.length, 'Enter units and orders for every category (0 where none).')
    .refine((lines) => new Set(lines.map((l) => l.category)).size === lines.length, 'Each category once.'),
});
export type SubmitUsmtoAdvanceBody = z.infer<typeof submitUsmtoAdvanceBody>;

export const usmtoAdvanceStatus = z.object({
  /** The month open for submissions now, or null between a deadline and the 1st. */
  open_period: z.string().nullable(),
  /** Whether the caller holds the participant role (USMTO_ADVANCE_CONTRIBUTOR_ROLE). */
  may_contribute: z.boolean(),
  deadline: z.string().nullable(),
  now: z.string(),
  submissions: z.array(
    z.object({
      period: z.string(),
      submitted_at: z.string(),
      lines: z.array(z.object({ category: z.string(), units: z.number(), orders_dollars: z.string() })),
    }),
  ),
});
export type UsmtoAdvanceStatus = z.infer<typeof usmtoAdvanceStatus>;

/** A published figure, or null with the reason it is withheld. */
export const aggregateCell = z.object({
  units: z.number().nullable(),
  orders_dollars: z.number().nullable(),
  contributors: z.number().int().nullable(),
  suppressed: z.enum(['too_few_contributors', 'dominated', 'complementary']).nullable(),
});

export const usmtoAdvanceAggregate = z.object({
  period: z.string(),
  released_at: z.string(),
  public_release: z.string(),
  contributors: z.number().int(),
  /** True when sample contributors (the demo seed's, without accounts) are among them. */
  sample_data: z.boolean(),
  categories: z.array(aggregateCell.extend({ category: z.string(), label: z.string() })),
  total: aggregateCell,
});
export type UsmtoAdvanceAggregate = z.infer<typeof usmtoAdvanceAggregate>;
