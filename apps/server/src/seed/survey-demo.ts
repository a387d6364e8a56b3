// Demo data of the monthly benchmarking survey (issue 8), relative to the month the seed runs in
// (the same month gives the same rows). Twelve periods: the last three months open, older ones
// closed. `surveyor` has one period in each state; ten peer organisations submitted every month
// but four of them skipped the latest, so that month's benchmark appears with the fifth submission.

import { blankSurveyData } from '@mti/contracts/survey/blank-survey-data';
import { parseReportingPeriod, reportingPeriodOf, shiftReportingPeriod } from '@mti/contracts/survey/reporting-period';
import type { SurveyData } from '@mti/contracts/survey/survey-api';
import { SURVEY_MARKETS, SURVEY_METALS } from '@mti/contracts/survey/survey-catalogue';
import type { UserUpsert } from '../modules/identity/provisioning.ts';
import { saveUserAccount } from '../modules/identity/provisioning.ts';
import {
  replaceResponsesOf,
  type SeededResponse,
  saveDefaultLabels,
  saveOrganisation,
  savePeriod,
  saveThresholdLimits,
} from '../modules/survey/provisioning.ts';
import { type Db, withTransaction } from '../platform/db.ts';
import { createRandom, type Random } from '../platform/random.ts';
import { DEMO_PASSWORD } from './identity-users.ts';

type SurveyAccount = { account: Omit<UserUpsert, 'passwordHash'>; roles: readonly string[] };

function surveyAccount(
  userid: string,
  siteId: string,
  names: { first: string; last: string; organization: string },
  roles: readonly string[],
): SurveyAccount {
  return {
    account: {
      siteId,
      userid,
      email: `${userid}@example.com`,
      nameFirst: names.first,
      nameLast: names.last,
      organization: names.organization,
      timssCustomer: `000${siteId}`,
      isAmtMember: true,
      subscriptionActive: true,
      subscriptionExpiresOn: '2035-12-31',
      hasSignedEula: true,
      forcePasswordChange: false,
      profileProvisioning: false,
      isAdministrator: false,
    },
    roles,
  };
}

export const SURVEY_USERS: readonly SurveyAccount[] = [
  // The demo participant: a period in every state.
  surveyAccount('surveyor', '100401', { first: 'Jordan', last: 'Reyes', organization: 'Summit Forge & Ring Co.' }, [
    'survey',
  ]),
  // The survey administrator: opens and closes periods, edits thresholds and labels, exports.
  surveyAccount(
    'surveyadmin',
    '100402',
    { first: 'Morgan', last: 'Ellis', organization: 'Manufacturing Technology Insights Association' },
    ['survey', 'surveyadmin'],
  ),
  // The end-to-end spec's participant (it starts, submits and reopens the latest period).
  surveyAccount('surveyor2', '100481', { first: 'Casey', last: 'Tester', organization: 'Keystone Test Forgings' }, [
    'survey',
  ]),
];

/** The member demo account (identity-users.ts) takes part for its own organisation. */
const MEMBER_SITE_ID = '100101';
/** The launcher's every-app user (identity-users.ts). */
const ALL_APPS_SITE_ID = '100107';

type Profile = {
  id: string;
  name: string;
  /** Typical monthly shipments in US dollars. */
  scale: number;
  metals: Record<string, number>;
  markets: Record<string, number>;
};

const SURVEYOR_ORGANISATION: Profile = {
  id: 'summit-forge',
  name: 'Summit Forge & Ring Co.',
  scale: 9_500_000,
  metals: { 'Alloy steel': 5, 'Stainless steel': 2, 'Carbon steel': 2, 'Nickel-based superalloys': 1 },
  markets: { Aerospace: 3, 'Power generation': 2, 'Oil and gas': 2, 'General industrial': 1 },
};

const MEMBER_ORGANISATION: Profile = {
  id: 'precision-spindle',
  name: 'Precision Spindle Works',
  scale: 3_200_000,
  metals: { 'Alloy steel': 5, 'Carbon steel': 4, 'Stainless steel': 1 },
  markets: { 'General industrial': 5, 'Automotive and light truck': 2, 'Agricultural equipment': 1 },
};

const PEER_ORGANISATIONS: readonly Profile[] = [
  {
    id: 'allegheny-drop-forge',
    name: 'Allegheny Drop Forge',
    scale: 12_000_000,
    metals: { 'Carbon steel': 5, 'Alloy steel': 4, 'Microalloyed steel': 2 },
    markets: { 'Automotive and light truck': 5, 'Heavy truck and off-highway': 3, 'General industrial': 1 },
  },
  {
    id: 'great-plains-forging',
    name: 'Great Plains Forging',
    scale: 8_000_000,
    metals: { 'Carbon steel': 5, 'Alloy steel': 3 },
    markets: { 'Agricultural equipment': 5, 'Construction and mining': 3, 'Heavy truck and off-highway': 1 },
  },
  {
    id: 'cascade-titanium',
    name: 'Cascade Titanium Forgings',
    scale: 24_000_000,
    metals: { Titanium: 5, 'Nickel-based superalloys': 3, Aluminum: 1, 'Cobalt-based alloys': 1 },
    markets: { Aerospace: 8, 'Military and ordnance': 2, 'Power generation': 1 },
  },
  {
    id: 'bayou-valve-forge',
    name: 'Bayou Valve & Flange Forge',
    scale: 6_000_000,
    metals: { 'Stainless steel': 4, 'Carbon steel': 4, 'Alloy steel': 1 },
    markets: { 'Valves, fittings and flanges': 6, 'Oil and gas': 4 },
  },
  {
    id: 'lakeshore-rings',
    name: 'Lakeshore Seamless Rings',
    scale: 15_000_000,
    metals: { 'Alloy steel': 4, 'Stainless steel': 2, 'Nickel-based superalloys': 2, Titanium: 1 },
    markets: { 'Power generation': 4, Aerospace: 3, 'Construction and mining': 1, 'General industrial': 1 },
  },
  {
    id: 'ohio-valley-hammer',
    name: 'Ohio Valley Hammer Works',
    scale: 5_000_000,
    metals: { 'Alloy steel': 6, 'Carbon steel': 3, 'Stainless steel': 1 },
    markets: { 'General industrial': 4, 'Power generation': 2, 'Oil and gas': 2, 'Construction and mining': 1 },
  },
  {
    id: 'rocky-mountain-forge',
    name: 'Rocky Mountain Press Forge',
    scale: 9_000_000,
    metals: { Aluminum: 6, Magnesium: 1, 'Alloy steel': 2 },
    markets: { 'Automotive and light truck': 5, Aerospace: 3, 'General industrial': 1 },
  },
  {
    id: 'carolina-precision',
    name: 'Carolina Precision Forgings',
    scale: 4_000_000,
    metals: { 'Alloy steel': 5, Aluminum: 3, 'Copper and brass': 1 },
    markets: { 'Military and ordnance': 6, Aerospace: 2, 'General industrial': 1 },
  },
  {
    id: 'delta-open-die',
    name: 'Delta Open Die',
    scale: 18_000_000,
    metals: { 'Alloy steel': 5, 'Stainless steel': 3, 'Carbon steel': 2 },
    markets: { 'Oil and gas': 5, 'Power generation': 3, 'Valves, fittings and flanges': 2 },
  },
];

const KEYSTONE_ORGANISATION = { id: 'keystone-forgings', name: 'Keystone Test Forgings' };

/** Dollars per short ton of forgings, by metal: light metals and superalloys are dear by weight. */
const PRICE_PER_TON: Record<string, number> = {
  'Carbon steel': 2_800,
  'Alloy steel': 3_600,
  'Microalloyed steel': 3_000,
  'Stainless steel': 7_500,
  Aluminum: 9_000,
  Titanium: 55_000,
  'Copper and brass': 12_000,
  Magnesium: 14_000,
  'Nickel-based superalloys': 65_000,
  'Cobalt-based alloys': 80_000,
};

const OPEN_MONTHS = 3;
const MONTHS = 12;
/** The latest period: this many peers have submitted it; the others have not. */
const PEERS_SUBMITTED_LATEST = 4;

/** Whole percentages in proportion to the weights, adding up to exactly 100 (largest remainder). */
function splitHundred(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w / total) * 100);
  const parts = exact.map(Math.floor);
  let missing = 100 - parts.reduce((sum, p) => sum + p, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (missing-- <= 0) break;
    parts[index] = (parts[index] as number) + 1;
  }
  return parts;
}

/** One month of an organisation: its profile, jittered, with tons following from the metal prices. */
function monthOf(profile: Profile, random: Random): SurveyData {
  const data = blankSurveyData();
  const jitter = (weight: number) => (weight > 0 ? weight * (0.8 + random.next() * 0.4) : 0);
  const metalWeights = SURVEY_METALS.map(({ name }) => jitter(profile.metals[name] ?? 0));
  const usdShares = splitHundred(metalWeights);
  const usd = Math.round(profile.scale * (0.85 + random.next() * 0.3));
  const tonsByMetal = SURVEY_METALS.map(
    ({ name }, i) => (((usdShares[i] as number) / 100) * usd) / (PRICE_PER_TON[name] ?? 3_000),
  );
  const tonsShares = splitHundred(tonsByMetal);
  data.shipment.amount_usd = usd;
  data.shipment.english_tons = Math.max(1, Math.round(tonsByMetal.reduce((sum, t) => sum + t, 0)));
  data.booking.amount_usd = Math.round(usd * (0.85 + random.next() * 0.35));
  data.shipment.metal.forEach((row, i) => {
    row.usd_pct = usdShares[i] as number;
    row.english_tons_pct = tonsShares[i] as number;
  });
  const marketShares = splitHundred(SURVEY_MARKETS.map((name) => jitter(profile.markets[name] ?? 0)));
  data.shipment.market.forEach((row, i) => {
    row.usd_pct = marketShares[i] as number;
  });
  return data;
}

/** When a period's response was sent: early in the following month, never later than now. */
function submittedAt(reportingPeriod: string, random: Random, now: Date): Date {
  const { year, month } = parseReportingPeriod(reportingPeriod) as { year: number; month: number };
  const at = new Date(Date.UTC(year, month, random.int(2, 14), random.int(13, 21), random.int(0, 59)));
  return at.getTime() < now.getTime() ? at : new Date(now.getTime() - 3_600_000);
}

export async function seedSurvey(db: Db, now: Date = new Date()): Promise<void> {
  await Promise.all(
    SURVEY_USERS.map(({ account, roles }) => saveUserAccount({ db, account, password: DEMO_PASSWORD, roles })),
  );
  const random = createRandom(20261101);
  const latest = shiftReportingPeriod(reportingPeriodOf(now), -1);
  const periods = Array.from({ length: MONTHS }, (_, k) => shiftReportingPeriod(latest, -k));

  await withTransaction(db, async (tx) => {
    await saveDefaultLabels({ db: tx });
    await saveThresholdLimits({
      db: tx,
      page: 'shipments',
      limits: {
        shipping_usd_llimit: 250_000,
        shipping_usd_ulimit: 40_000_000,
        shipping_tons_llimit: 25,
        shipping_tons_ulimit: 15_000,
        booking_usd_llimit: 250_000,
        booking_usd_ulimit: 45_000_000,
      },
    });
    await saveOrganisation({ db: tx, ...SURVEYOR_ORGANISATION, participantSiteIds: ['100401'] });
    await saveOrganisation({ db: tx, ...MEMBER_ORGANISATION, participantSiteIds: [MEMBER_SITE_ID, ALL_APPS_SITE_ID] });
    await saveOrganisation({ db: tx, ...KEYSTONE_ORGANISATION, participantSiteIds: ['100481'] });
    for (const peer of PEER_ORGANISATIONS) await saveOrganisation({ db: tx, ...peer, participantSiteIds: [] });

    const responses: SeededResponse[] = [];
    for (const [k, reportingPeriod] of periods.entries()) {
      await savePeriod({ db: tx, reportingPeriod, isOpen: k < OPEN_MONTHS });
      const submitted = (profile: Profile, reportedBy: string): SeededResponse => {
        const at = submittedAt(reportingPeriod, random, now);
        const data = monthOf(profile, random);
        return { organisationId: profile.id, reportingPeriod, data, reportedBy, modifiedAt: at, submittedAt: at };
      };
      for (const [i, peer] of PEER_ORGANISATIONS.entries()) {
        if (k > 0 || i < PEERS_SUBMITTED_LATEST) responses.push(submitted(peer, `${peer.name} reporting desk`));
      }
      if (k > 0) responses.push(submitted(MEMBER_ORGANISATION, 'Dana Whitaker'));
      const own = surveyorResponse(k, reportingPeriod, random, now);
      if (own) responses.push(own);
    }
    // Every other cell of the grid is not started: the end-to-end participant's organisation
    // (Keystone) starts from a clean slate in every period.
    await replaceResponsesOf({
      db: tx,
      organisationIds: [SURVEYOR_ORGANISATION, MEMBER_ORGANISATION, KEYSTONE_ORGANISATION, ...PEER_ORGANISATIONS].map(
        (o) => o.id,
      ),
      reportingPeriods: periods,
      responses,
    });
  });
}

/** Latest month not started; the one before pending (first page saved); then submitted, open and closed. */
function surveyorResponse(k: number, reportingPeriod: string, random: Random, now: Date): SeededResponse | null {
  if (k === 0) return null;
  const data = monthOf(SURVEYOR_ORGANISATION, random);
  const at = submittedAt(reportingPeriod, random, now);
  const ownCell = { organisationId: SURVEYOR_ORGANISATION.id, reportingPeriod, reportedBy: 'Jordan Reyes' };
  if (k === 1) {
    const pending = blankSurveyData();
    pending.shipment.amount_usd = data.shipment.amount_usd;
    pending.shipment.english_tons = data.shipment.english_tons;
    pending.booking.amount_usd = data.booking.amount_usd;
    return { ...ownCell, data: pending, modifiedAt: at, submittedAt: null };
  }
  return { ...ownCell, data, modifiedAt: at, submittedAt: at };
}

/** For tests: which of surveyor's periods is in which state. */
export function surveyorPeriods(now: Date = new Date()) {
  const latest = shiftReportingPeriod(reportingPeriodOf(now), -1);
  const at = (k: number) => shiftReportingPeriod(latest, -k);
  return {
    notStarted: at(0),
    pending: at(1),
    submittedOpen: at(2),
    submittedClosed: at(3),
    oldest: at(MONTHS - 1),
  };
}
