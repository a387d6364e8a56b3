// The Territory Wizard's calls under /analytics/api/territories (decision 041): its files in My
// Files (own and shared within the organisation), sharing, the colleagues one may assign, and
// the figures of a plan.
import { z } from 'zod';
import { SHARED_FILE_MSG } from '../files/file-shares.ts';
import { territoryFile } from './territory-file.ts';

export const SHARE_ACCESS = ['none', 'read', 'edit'] as const;
export type ShareAccess = (typeof SHARE_ACCESS)[number];
/** What the caller may do with a file: their own, or shared with them for editing or reading. */
export const FILE_ACCESS = ['owner', 'edit', 'read'] as const;

export const territoryFileSummary = z.object({
  id: z.string(),
  /** The file name without .xterritory. */
  name: z.string(),
  /** The owner's path (`/home/{timss}/Plans/East.xterritory`); shown to the owner only. */
  path: z.string().nullable(),
  owner_name: z.string(),
  access: z.enum(FILE_ACCESS),
  /** How the owner shares it within the organisation. */
  shared: z.enum(SHARE_ACCESS),
  modified: z.string(),
});
export type TerritoryFileSummary = z.infer<typeof territoryFileSummary>;

export const territoryFileList = z.object({ files: z.array(territoryFileSummary) });
export const territoryFileIdParams = z.object({ id: z.string().uuid() });

export const territoryFileResponse = z.object({ file: territoryFileSummary, content: territoryFile });
export type TerritoryFileResponse = z.infer<typeof territoryFileResponse>;

/** POST files: a new file (or, with overwrite, a replaced one) in the caller's home folder. */
export const createTerritoryFileBody = z.object({
  file_name: z.string(),
  overwrite: z.boolean().default(false),
  content: territoryFile,
});
/** PUT files/{id}: save over a file one owns or may edit. */
export const saveTerritoryFileBody = z.object({ content: territoryFile });
export const shareTerritoryFileBody = z.object({
  access: z.enum(SHARE_ACCESS, { error: SHARED_FILE_MSG.badAccess }),
});

export const colleagueList = z.object({
  colleagues: z.array(z.object({ name: z.string(), email: z.string() })),
});

// ---- figures

/** Over or under: a territory's share of potential above (below) its target share by this factor. */
export const BALANCE_TOLERANCE = 0.2;
export const BALANCE = ['over', 'balanced', 'under'] as const;
export type Balance = (typeof BALANCE)[number];

export const territoryFigures = z.object({
  name: z.string(),
  rep_count: z.number(),
  region_count: z.number(),
  county_count: z.number(),
  /** Estimated machine-tool consumption, USD. */
  potential: z.number(),
  establishments: z.number(),
  employment: z.number(),
  /** USMTO orders, USD: each state's orders apportioned to its counties by consumption share. */
  orders: z.number(),
  potential_share: z.number(),
  /** The share of potential it would hold if balanced: its share of the reps, or an even split. */
  target_share: z.number(),
  balance: z.enum(BALANCE),
});
export type TerritoryFigures = z.infer<typeof territoryFigures>;

export const territoryFiguresResponse = z.object({
  year: z.number(),
  years: z.array(z.number()),
  /** 'reps' when the plan assigns reps, else 'even' (every territory the same share). */
  target_basis: z.enum(['reps', 'even']),
  territories: z.array(territoryFigures),
  /** Everything in the U.S., for the shares and what is left unassigned. */
  national: z.object({ potential: z.number(), establishments: z.number(), employment: z.number(), orders: z.number() }),
  sample: z.literal(true),
});
export type TerritoryFiguresResponse = z.infer<typeof territoryFiguresResponse>;

/** A territory's balance from its share of potential and its target share. */
export function balanceOf(potentialShare: number, targetShare: number): Balance {
  if (potentialShare > targetShare * (1 + BALANCE_TOLERANCE)) return 'over';
  if (potentialShare < targetShare * (1 - BALANCE_TOLERANCE)) return 'under';
  return 'balanced';
}
