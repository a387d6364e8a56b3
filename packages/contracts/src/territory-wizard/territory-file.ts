// What a saved territory file (.xterritory) holds, and the rules its form shows and the server
// enforces with the same messages. Regions are states (postal code), counties (5-digit FIPS) or
// 3-digit ZIP areas; whether a county or ZIP area exists is checked against the geography
// (territory-regions.ts), since that needs the county list.
import { z } from 'zod';
import { STATE_BY_CODE, STATE_OF_ZIP_AREA } from './us-states.ts';

export const TERRITORY_EXTENSION = '.xterritory';
export const TERRITORY_FILE_VERSION = 1;
export const MAX_TERRITORIES = 50;
export const MAX_REPS = 20;
export const MAX_MEMBERS = 4000;
export const TERRITORY_NAME_MAX = 60;
export const REP_TEXT_MAX = 120;

export const TERRITORY_MSG = {
  planNameBlank: 'Name the territory plan.',
  planNameTooLong: 'A plan name can be at most 100 characters long.',
  badYear: 'Choose a year between 2000 and 2100.',
  noTerritory: 'Add at least one territory.',
  tooManyTerritories: `A plan can hold at most ${MAX_TERRITORIES} territories.`,
  territoryNameBlank: 'Name the territory.',
  territoryNameTooLong: `A territory name can be at most ${TERRITORY_NAME_MAX} characters long.`,
  territoryNameTwice: 'Each territory needs its own name.',
  repBlank: "Enter the rep's name.",
  repTooLong: `A rep's name or e-mail can be at most ${REP_TEXT_MAX} characters long.`,
  repEmail: 'Enter a valid e-mail address, or leave it empty.',
  tooManyReps: `A territory can have at most ${MAX_REPS} reps.`,
  tooManyMembers: `A territory can hold at most ${MAX_MEMBERS} regions.`,
  unknownState: 'Choose a state from the list.',
  badCountyFips: 'A county is given by its 5-digit FIPS code.',
  badZipArea: 'A ZIP area is given by its first 3 digits.',
} as const;

/** Messages that name the region (and the territory that already holds it). */
export const unknownCountyMsg = (fips: string) => `There is no county with FIPS code ${fips}.`;
export const unknownZipAreaMsg = (zip3: string) => `There is no ZIP area ${zip3}.`;
export const regionTakenMsg = (region: string, territory: string) => `${region} is already in territory ${territory}.`;

const trimmed = (max: number, blank: string, tooLong: string) =>
  z.string({ error: blank }).trim().min(1, blank).max(max, tooLong);

export const territoryMember = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('state'),
    code: z.string().refine((c) => STATE_BY_CODE.has(c), TERRITORY_MSG.unknownState),
  }),
  z.object({ kind: z.literal('county'), fips: z.string().regex(/^\d{5}$/, TERRITORY_MSG.badCountyFips) }),
  z.object({
    kind: z.literal('zip3'),
    zip3: z
      .string()
      .regex(/^\d{3}$/, TERRITORY_MSG.badZipArea)
      .refine((z3) => STATE_OF_ZIP_AREA.has(z3), { error: (issue) => unknownZipAreaMsg(String(issue.input)) }),
  }),
]);
export type TerritoryMember = z.infer<typeof territoryMember>;

export const territoryRep = z.object({
  name: trimmed(REP_TEXT_MAX, TERRITORY_MSG.repBlank, TERRITORY_MSG.repTooLong),
  email: z
    .string()
    .trim()
    .max(REP_TEXT_MAX, TERRITORY_MSG.repTooLong)
    .refine((e) => e === '' || z.email().safeParse(e).success, TERRITORY_MSG.repEmail)
    .default(''),
});
export type TerritoryRep = z.infer<typeof territoryRep>;

export const territory = z.object({
  name: trimmed(TERRITORY_NAME_MAX, TERRITORY_MSG.territoryNameBlank, TERRITORY_MSG.territoryNameTooLong),
  reps: z.array(territoryRep).max(MAX_REPS, TERRITORY_MSG.tooManyReps).default([]),
  members: z.array(territoryMember).max(MAX_MEMBERS, TERRITORY_MSG.tooManyMembers).default([]),
});
export type Territory = z.infer<typeof territory>;

export const territoryFile = z
  .object({
    version: z.literal(TERRITORY_FILE_VERSION).default(TERRITORY_FILE_VERSION),
    name: trimmed(100, TERRITORY_MSG.planNameBlank, TERRITORY_MSG.planNameTooLong),
    /** The data year the figures are for; null for the latest. */
    year: z.number().int().min(2000, TERRITORY_MSG.badYear).max(2100, TERRITORY_MSG.badYear).nullable().default(null),
    territories: z
      .array(territory)
      .min(1, TERRITORY_MSG.noTerritory)
      .max(MAX_TERRITORIES, TERRITORY_MSG.tooManyTerritories),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.territories.forEach((t, i) => {
      const key = t.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: TERRITORY_MSG.territoryNameTwice, path: ['territories', i, 'name'] });
      seen.add(key);
    });
  });
export type TerritoryFile = z.infer<typeof territoryFile>;
export type TerritoryFileInput = z.input<typeof territoryFile>;
