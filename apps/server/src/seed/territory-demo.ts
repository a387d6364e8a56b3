// Territory Wizard demo (issue 15): the demo user `territory` owns two saved plans (sample data),
// shared read-only with its organisation, so that `territory2` sees them read-only. Fixed ids and
// dates; the regions are real state codes, county FIPS codes and 3-digit ZIP areas.
import {
  TERRITORY_EXTENSION,
  type TerritoryFileInput,
  territoryFile,
} from '@mti/contracts/territory-wizard/territory-file';
import { saveSeedFiles, saveSeedShares } from '../modules/files/provisioning.ts';
import { sha256Hex } from '../platform/crypto.ts';
import type { Db } from '../platform/db.ts';

export const TERRITORY_OWNER = 'territory';

export const GREAT_LAKES_PLAN: TerritoryFileInput = {
  name: 'Great Lakes sales plan (sample)',
  year: null,
  territories: [
    {
      name: 'Ohio Valley',
      reps: [{ name: 'Avery Lindqvist', email: 'territory@example.com' }],
      members: [
        { kind: 'state', code: 'OH' },
        { kind: 'state', code: 'IN' },
      ],
    },
    {
      name: 'Michigan',
      reps: [
        { name: 'Jamie Okonkwo', email: 'territory2@example.com' },
        { name: 'Dealer: Lakeshore Tooling', email: '' },
      ],
      members: [{ kind: 'state', code: 'MI' }],
    },
    {
      name: 'Chicagoland and Wisconsin',
      reps: [{ name: 'Open position', email: '' }],
      members: [
        { kind: 'county', fips: '17031' },
        { kind: 'county', fips: '17043' },
        { kind: 'county', fips: '17097' },
        { kind: 'county', fips: '17197' },
        { kind: 'zip3', zip3: '530' },
        { kind: 'zip3', zip3: '531' },
        { kind: 'zip3', zip3: '532' },
      ],
    },
  ],
};

export const TEXAS_PLAN: TerritoryFileInput = {
  name: 'Texas and Oklahoma by ZIP area (sample)',
  year: null,
  territories: [
    {
      name: 'North Texas',
      reps: [{ name: 'Avery Lindqvist', email: 'territory@example.com' }],
      members: ['750', '751', '752', '760', '761'].map((zip3) => ({ kind: 'zip3' as const, zip3 })),
    },
    {
      name: 'Gulf Coast',
      reps: [{ name: 'Jamie Okonkwo', email: 'territory2@example.com' }],
      members: ['770', '772', '773', '774', '775'].map((zip3) => ({ kind: 'zip3' as const, zip3 })),
    },
    { name: 'Oklahoma', reps: [], members: [{ kind: 'state', code: 'OK' }] },
  ],
};

function seedId(siteId: string, path: string): string {
  const h = sha256Hex(`territory-demo|${siteId}|${path}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function seedTerritoryPlans(
  db: Db,
  owner: { siteId: string; timssCustomer: string; organization: string },
): Promise<void> {
  const plans = [
    { name: `Great Lakes plan${TERRITORY_EXTENSION}`, plan: GREAT_LAKES_PLAN, at: '2026-05-04T14:00:00Z' },
    { name: `Texas and Oklahoma${TERRITORY_EXTENSION}`, plan: TEXAS_PLAN, at: '2026-06-11T16:30:00Z' },
  ];
  const items = plans.map(({ name, plan, at }) => ({
    id: seedId(owner.siteId, name),
    names: [name],
    isFolder: false,
    content: Buffer.from(JSON.stringify(territoryFile.parse(plan), null, 2)),
    createdAt: new Date(at),
    modifiedAt: new Date(at),
  }));
  await saveSeedFiles({ db, owner, homeId: seedId(owner.siteId, ''), items });
  await saveSeedShares({
    db,
    shares: items.map((i) => ({ fileId: i.id, organization: owner.organization, access: 'read' as const })),
  });
}
